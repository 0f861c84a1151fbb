import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { AppContext } from '../../app-context.js';
import { AppError, ValidationError } from '../../lib/errors.js';

export interface SocialProfile {
  provider: 'google' | 'facebook';
  providerId: string;
  email: string | undefined;
  emailVerified: boolean;
  first_name: string;
  last_name: string;
  photo_url: string | undefined;
}

const notConfigured = (provider: string) =>
  new AppError(503, `${provider} sign-in is not configured on this server.`, { error: 'provider_not_configured' });
const refused = (field: string, provider: string) =>
  new ValidationError({ [field]: [`We could not verify your ${provider} sign-in. Please try again.`] });

const jwksCache = new Map<string, JWTVerifyGetKey>();

/** Verifies a Google ID token (signature against Google's keys, issuer, audience = our client id, expiry). */
export async function verifyGoogleCredential(ctx: AppContext, credential: string): Promise<SocialProfile> {
  const { clientId, jwksUrl, issuers } = ctx.config.google;
  if (!clientId) throw notConfigured('Google');
  let jwks = jwksCache.get(jwksUrl);
  if (!jwks) jwksCache.set(jwksUrl, (jwks = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5000 })));
  try {
    const { payload } = await jwtVerify(credential, jwks, {
      issuer: issuers,
      audience: clientId,
      currentDate: ctx.clock.now(),
    });
    if (typeof payload.sub !== 'string') throw new Error('no subject');
    const claims = payload as { email?: string; email_verified?: boolean; given_name?: string; family_name?: string; picture?: string };
    return {
      provider: 'google',
      providerId: payload.sub,
      email: claims.email,
      emailVerified: claims.email_verified === true,
      first_name: claims.given_name ?? '',
      last_name: claims.family_name ?? '',
      photo_url: claims.picture,
    };
  } catch {
    throw refused('credential', 'Google');
  }
}

/** Verifies a Facebook user access token with the Graph API's debug_token, then reads the profile. */
export async function verifyFacebookToken(ctx: AppContext, accessToken: string): Promise<SocialProfile> {
  const { appId, appSecret, graphUrl } = ctx.config.facebook;
  if (!appId || !appSecret) throw notConfigured('Facebook');
  try {
    const debug = await getJson<{ data?: { is_valid?: boolean; app_id?: string; user_id?: string } }>(
      ctx,
      `${graphUrl}/debug_token?${new URLSearchParams({ input_token: accessToken, access_token: `${appId}|${appSecret}` })}`,
    );
    if (!debug.data?.is_valid || debug.data.app_id !== appId || !debug.data.user_id) throw new Error('invalid token');
    const me = await getJson<{ id: string; email?: string; first_name?: string; last_name?: string }>(
      ctx,
      `${graphUrl}/me?${new URLSearchParams({ fields: 'id,email,first_name,last_name', access_token: accessToken })}`,
    );
    if (me.id !== debug.data.user_id) throw new Error('user mismatch');
    return {
      provider: 'facebook',
      providerId: me.id,
      email: me.email,
      // Facebook only returns an email the user has confirmed with it.
      emailVerified: !!me.email,
      first_name: me.first_name ?? '',
      last_name: me.last_name ?? '',
      photo_url: undefined,
    };
  } catch {
    throw refused('access_token', 'Facebook');
  }
}

async function getJson<T>(ctx: AppContext, url: string): Promise<T> {
  const response = await ctx.fetch(url, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as T;
}
