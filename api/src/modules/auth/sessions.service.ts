import type { DomainEvents } from '../../events/domain-events.js';
import type { AppContext } from '../../app-context.js';
import { createHash, randomBytes } from 'node:crypto';
import type { Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../../lib/access.js';
import type { CollaboratorRole } from '@storyfund/shared/constants';
import { findLiveSession, insertSession, revokeSession, revokeUserSessions } from './sessions.repository.js';
import { expireUserTokens } from './user-tokens.repository.js';

/** Tokens last as long as the id_token cookie that carries them. */
const SESSION_TTL_MS = 365 * 24 * 60 * 60 * 1000;

/** 256 random bits, base64url; only its SHA-256 is stored. */
export function newToken(): { token: string; hash: Buffer } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

export async function issueToken(db: Executor, clock: Clock, userId: number, kind: 'session' | 'anonymous' = 'session'): Promise<string> {
  const { token, hash } = newToken();
  await insertSession(db, { user_id: userId, token_hash: hash, kind, expires_at: new Date(clock.now().getTime() + SESSION_TTL_MS) });
  return token;
}

export type AuthResult = { actor: Actor } | { actor: null; problem: string };

/** Resolves a bearer token to the acting user. Runs on every request, so a ban or revocation applies at once. */
export async function authenticate(db: Executor, clock: Clock, token: string): Promise<AuthResult> {
  if (!/^[A-Za-z0-9_-]{20,200}$/.test(token)) return { actor: null, problem: 'Your session is invalid. Please log in again.' };
  const row = await findLiveSession(db, hashToken(token), clock.now());
  if (!row) return { actor: null, problem: 'Your session has expired. Please log in again.' };
  if (row.banned_at) return { actor: null, problem: 'This account has been suspended.' };
  return {
    actor: {
      id: row.user_id,
      sessionId: row.session_id,
      tokenKind: row.kind as 'session' | 'anonymous',
      is_admin: row.is_admin,
      is_sales: row.is_sales,
      is_partner: row.is_partner,
      is_anonymous: row.is_anonymous,
      roles: row.roles.map((r) => ({ controlled_user_id: Number(r.controlled_user_id), role: r.role as CollaboratorRole })),
      override_account_ids: row.override_account_ids.map(Number),
    },
  };
}

export const revokeToken = (db: Executor, clock: Clock, sessionId: number) => revokeSession(db, sessionId, clock.now());

export const revokeAllTokens = (
  db: Executor,
  clock: Clock,
  userId: number,
  opts?: { kind?: 'session' | 'anonymous'; exceptSessionId?: number },
) => revokeUserSessions(db, userId, clock.now(), opts);

/**
 * user.password-changed (durable listener): every other session of the account ends, and so does every reset
 * link sent before the change (idempotent: revoking twice changes nothing).
 */
export async function endOtherSessions(ctx: AppContext, change: DomainEvents['user.password-changed']): Promise<void> {
  await expireUserTokens(ctx.db, change.user_id, 'password_reset', ctx.clock.now());
  await revokeAllTokens(
    ctx.db,
    ctx.clock,
    change.user_id,
    change.except_session_id === null ? {} : { exceptSessionId: change.except_session_id },
  );
}
