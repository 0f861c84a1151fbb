import { randomBytes } from 'node:crypto';
import type { AuthToken, AuthTokenBody, AuthTokenList, AuthTokenPatch, CreatedAuthToken } from '@storyfund/shared/contract';
import { TEAM_ROLES } from '@storyfund/shared/roles';
import { AUTH_TOKEN_SCHEME, AUTH_TOKENS_ACTIVE_MAX, validateAuthTokenBody } from '@storyfund/shared/validation';
import type { AppContext } from '../../app-context.js';
import { requireAccountRole, type Actor, type Caller } from '../../lib/access.js';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { auditFields, recordAudit } from '../audit/audit.service.js';
import { hashToken } from '../auth/sessions.service.js';
import { findUserById } from '../users/accounts.service.js';
import * as repo from './auth-tokens.repository.js';

/**
 * Integration keys (docs/api-integrations.md): a partner account's API keys for its own allow-listed read calls.
 * A key is `sf_live_<prefix>_<secret>`: 4 random bytes in hex shown in lists, then 256 random bits. Only the SHA-256
 * of the whole key is stored (decisions.md: a fast hash is right for a key with 256 bits of entropy).
 */
const AUDITED: readonly (keyof repo.AuthTokenRow)[] = ['account_id', 'label', 'prefix', 'revoked_at'];
const KEY_PATTERN = new RegExp(`^${AUTH_TOKEN_SCHEME}[0-9a-f]{8}_[A-Za-z0-9_-]{43}$`);

const tokenView = (row: repo.AuthTokenRow): AuthToken => ({
  ...row,
  created_at: row.created_at.toISOString(),
  last_used_at: row.last_used_at?.toISOString() ?? null,
  revoked_at: row.revoked_at?.toISOString() ?? null,
});

/** The account itself, its team admins, or a platform admin (support); then 404 unless the account is a partner. */
async function requireKeyManager(ctx: AppContext, caller: Caller, accountId: number): Promise<Actor> {
  const actor = requireAccountRole(caller, accountId, TEAM_ROLES);
  const user = await findUserById(ctx.db, accountId);
  if (!user || !user.is_partner || user.banned_at || user.merged_into_id) throw new NotFoundError('Partner not found');
  return actor;
}

/** GET users/{id}/auth_tokens: every key of the account, newest first; never a secret. */
export async function listAuthTokens(ctx: AppContext, caller: Caller, accountId: number): Promise<AuthTokenList> {
  await requireKeyManager(ctx, caller, accountId);
  const rows = await repo.listTokens(ctx.db, accountId);
  return { data: rows.map(tokenView), total: rows.length };
}

/** POST users/{id}/auth_tokens: a new key; the answer carries its secret, the only time it is shown. */
export async function createAuthToken(ctx: AppContext, caller: Caller, accountId: number, body: AuthTokenBody): Promise<CreatedAuthToken> {
  const actor = await requireKeyManager(ctx, caller, accountId);
  const errors = validateAuthTokenBody(body, true);
  if (errors) throw new ValidationError(errors);
  const prefix = randomBytes(4).toString('hex');
  const token = `${AUTH_TOKEN_SCHEME}${prefix}_${randomBytes(32).toString('base64url')}`;
  const now = ctx.clock.now();
  const row = await ctx.transaction(async (tx) => {
    if ((await repo.lockAndCountActive(tx, accountId)) >= AUTH_TOKENS_ACTIVE_MAX) {
      throw new ConflictError(`An account may have ${AUTH_TOKENS_ACTIVE_MAX} active keys: revoke one first`, {
        label: [`You already have ${AUTH_TOKENS_ACTIVE_MAX} active keys: revoke one first`],
      });
    }
    const created = await repo.insertToken(
      tx,
      { account_id: accountId, label: body.label.trim(), prefix, token_hash: hashToken(token).toString('hex'), created_by_id: actor.id },
      now,
    );
    await recordAudit(tx, actor, now, {
      action: 'auth-token.create',
      target_type: 'auth_token',
      target_id: created.id,
      before: null,
      after: auditFields(created, AUDITED),
    });
    return created;
  });
  return { ...tokenView(row), token };
}

/** PATCH users/{id}/auth_tokens/{token_id}: rename, or revoke (final: the key stops working on the next request). */
export async function updateAuthToken(
  ctx: AppContext,
  caller: Caller,
  accountId: number,
  tokenId: number,
  body: AuthTokenPatch,
): Promise<AuthToken> {
  const actor = await requireKeyManager(ctx, caller, accountId);
  const errors = validateAuthTokenBody(body, false);
  if (errors) throw new ValidationError(errors);
  const now = ctx.clock.now();
  const row = await ctx.transaction(async (tx) => {
    const before = await repo.findToken(tx, accountId, tokenId);
    if (!before) throw new NotFoundError('Key not found');
    const after = await repo.updateToken(tx, accountId, tokenId, { label: body.label?.trim(), revokedAt: body.revoked ? now : undefined });
    const revoking = !before.revoked_at && !!after!.revoked_at;
    await recordAudit(tx, actor, now, {
      action: revoking ? 'auth-token.revoke' : 'auth-token.update',
      target_type: 'auth_token',
      target_id: tokenId,
      before: auditFields(before, AUDITED),
      after: auditFields(after!, AUDITED),
    });
    return after!;
  });
  return tokenView(row);
}

/** A call made with a key counts against this, per key (the limiter is shared by every API instance). */
const INTEGRATION_RATE = { name: 'integration:key', limit: 600, windowSeconds: 60 };
const LAST_USED_GAP_MS = 60_000;

export const isIntegrationKey = (token: string) => token.startsWith(AUTH_TOKEN_SCHEME);

/**
 * Resolves an integration key to an actor acting as its account (never staff, no collaborator roles), so the
 * services' own checks admit it to that account's calls only. Runs on every request: a revoked key fails at once.
 */
export async function authenticateIntegration(
  ctx: AppContext,
  token: string,
): Promise<{ actor: Actor } | { actor: null; problem: string }> {
  const key = KEY_PATTERN.test(token) ? await repo.findLiveKey(ctx.db, hashToken(token).toString('hex')) : undefined;
  if (!key) return { actor: null, problem: 'This integration key is unknown or has been revoked.' };
  if (key.banned || !key.is_partner) return { actor: null, problem: 'This integration key’s account cannot use the API.' };
  await ctx.rateLimiter.consume(INTEGRATION_RATE, String(key.id));
  const now = ctx.clock.now();
  if (!key.last_used_at || now.getTime() - key.last_used_at.getTime() >= LAST_USED_GAP_MS) {
    await repo.touchLastUsed(ctx.db, key.id, now, LAST_USED_GAP_MS);
  }
  return {
    actor: {
      id: key.account_id,
      sessionId: 0,
      tokenKind: 'integration',
      is_admin: false,
      is_sales: false,
      is_partner: true,
      is_anonymous: false,
      roles: [],
      override_account_ids: [],
    },
  };
}
