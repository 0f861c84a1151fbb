import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, exportJWK, generateKeyPair, type JWTPayload } from 'jose';
import { createTestApp, json, uniqueEmail, type TestApp } from '../../test-support/test-app.js';
import { startLocalServer } from '../../test-support/local-server.js';

type SigningKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
const CLIENT_ID = 'storyfund-test.apps.example';
const ISSUER = 'https://accounts.google.com';

describe('social login', () => {
  let test: TestApp;
  let unconfigured: TestApp;
  let provider: Awaited<ReturnType<typeof startLocalServer>>;
  let sign: (claims: JWTPayload, opts?: { audience?: string; expiresIn?: string; key?: SigningKey }) => Promise<string>;
  let strangerKey: SigningKey;
  const fbTokens = new Map<string, { id: string; email?: string; app_id: string }>();

  beforeAll(async () => {
    // A local test issuer: its own RSA key, published as a JWKS, exactly as Google publishes its keys.
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    strangerKey = (await generateKeyPair('RS256')).privateKey;
    const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
    provider = await startLocalServer((_req, url) => {
      if (url.pathname === '/certs') return { json: { keys: [jwk] } };
      const token = url.searchParams.get('input_token') ?? url.searchParams.get('access_token') ?? '';
      const fb = fbTokens.get(token);
      if (url.pathname === '/debug_token') {
        if (url.searchParams.get('access_token') !== 'fb-app|fb-secret') return { status: 400, json: { error: 'bad app token' } };
        return { json: { data: fb ? { is_valid: true, app_id: fb.app_id, user_id: fb.id } : { is_valid: false } } };
      }
      if (url.pathname === '/me' && fb) return { json: { id: fb.id, email: fb.email, first_name: 'Fiona', last_name: 'Book' } };
      return { status: 400, json: { error: 'invalid' } };
    });
    sign = (claims, opts = {}) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer(ISSUER)
        .setAudience(opts.audience ?? CLIENT_ID)
        .setIssuedAt()
        .setExpirationTime(opts.expiresIn ?? '10m')
        .sign(opts.key ?? privateKey);
    test = await createTestApp({
      env: {
        GOOGLE_CLIENT_ID: CLIENT_ID,
        GOOGLE_JWKS_URL: `${provider.url}/certs`,
        FACEBOOK_APP_ID: 'fb-app',
        FACEBOOK_APP_SECRET: 'fb-secret',
        FACEBOOK_GRAPH_URL: provider.url,
      },
    });
    unconfigured = await createTestApp();
  });
  afterAll(async () => {
    await Promise.all([test.close(), unconfigured.close()]);
    await provider.close();
  });

  const google = (credential: string) => test.app.inject({ method: 'POST', url: '/api/login/google', payload: { credential } });

  it('signs up with a verified Google ID token (201), then logs in (200) as the same user', async () => {
    const email = uniqueEmail('g');
    const claims = { sub: `g-${email}`, email, email_verified: true, given_name: 'Gina', family_name: 'Lee' };
    const first = await google(await sign(claims));
    expect(first.statusCode).toBe(201);
    const created = json<{ token: string; user: { id: number; email: string; first_name: string; email_confirmation_at: string } }>(first);
    expect(created.user).toMatchObject({ email, first_name: 'Gina' });
    expect(created.user.email_confirmation_at).toBeTruthy();

    const again = await google(await sign(claims));
    expect(again.statusCode).toBe(200);
    expect(json<{ user: { id: number } }>(again).user.id).toBe(created.user.id);
    const me = await test.app.inject({
      method: 'GET',
      url: `/api/users/${created.user.id}`,
      headers: { authorization: `Bearer ${created.token}` },
    });
    expect(me.json().email).toBe(email);
  });

  it('links Google to an existing password account with the same verified email', async () => {
    const email = uniqueEmail('link');
    const signup = await test.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { email, password: 'correct-horse-42', first_name: 'Lin', last_name: 'K' },
      remoteAddress: '10.9.0.1',
    });
    const response = await google(await sign({ sub: `g-${email}`, email, email_verified: true }));
    expect(response.statusCode).toBe(200);
    expect(response.json().user.id).toBe(signup.json().user.id);
  });

  it('refuses a token signed by another key, for another audience, or expired, with a field error', async () => {
    const claims = { sub: 'g-x', email: uniqueEmail(), email_verified: true };
    for (const credential of [
      await sign(claims, { key: strangerKey }),
      await sign(claims, { audience: 'someone-else' }),
      await sign(claims, { expiresIn: '-1m' }),
      'not-a-jwt',
    ]) {
      const response = await google(credential);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.credential[0]).toMatch(/could not verify your Google sign-in/);
    }
  });

  it('verifies a Facebook access token through debug_token and signs up, then logs in', async () => {
    const email = uniqueEmail('fb');
    fbTokens.set('fb-user-token', { id: 'fb-1', email, app_id: 'fb-app' });
    const first = await test.app.inject({ method: 'POST', url: '/api/login/facebook', payload: { access_token: 'fb-user-token' } });
    expect(first.statusCode).toBe(201);
    expect(first.json().user).toMatchObject({ email, first_name: 'Fiona' });
    const second = await test.app.inject({ method: 'POST', url: '/api/login/facebook', payload: { access_token: 'fb-user-token' } });
    expect(second.statusCode).toBe(200);
    expect(second.json().user.id).toBe(first.json().user.id);
  });

  it('refuses a Facebook token issued to another app or unknown to Facebook', async () => {
    fbTokens.set('other-app-token', { id: 'fb-2', email: uniqueEmail(), app_id: 'another-app' });
    for (const token of ['other-app-token', 'unknown-token']) {
      const response = await test.app.inject({ method: 'POST', url: '/api/login/facebook', payload: { access_token: token } });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.access_token).toBeDefined();
    }
  });

  it('answers a clear error when the providers are not configured', async () => {
    const g = await unconfigured.app.inject({ method: 'POST', url: '/api/login/google', payload: { credential: 'x' } });
    expect(g.statusCode).toBe(503);
    expect(g.json()).toMatchObject({ message: 'Google sign-in is not configured on this server.', error: 'provider_not_configured' });
    const f = await unconfigured.app.inject({ method: 'POST', url: '/api/login/facebook', payload: { access_token: 'x' } });
    expect(f.json().message).toBe('Facebook sign-in is not configured on this server.');
  });
});
