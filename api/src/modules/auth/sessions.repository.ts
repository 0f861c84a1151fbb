import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { authSessions, userRoles, users } from '../../db/schema/index.js';

export async function insertSession(
  db: Executor,
  values: { user_id: number; token_hash: Buffer; kind: 'session' | 'anonymous'; expires_at: Date },
): Promise<number> {
  const [row] = await db.insert(authSessions).values(values).returning({ id: authSessions.id });
  return row!.id;
}

/** The live session for a token hash, with the fields authorization needs, in one round trip. */
export async function findLiveSession(db: Executor, tokenHash: Buffer, now: Date) {
  const [row] = await db
    .select({
      session_id: authSessions.id,
      kind: authSessions.kind,
      user_id: users.id,
      is_admin: users.is_admin,
      is_sales: users.is_sales,
      is_partner: users.is_partner,
      is_anonymous: users.is_anonymous,
      banned_at: users.banned_at,
      roles: sql<{ controlled_user_id: number; role: string }[]>`coalesce((
        SELECT json_agg(json_build_object('controlled_user_id', r.controlled_user_id, 'role', r.role))
        FROM ${userRoles} r WHERE r.user_id = ${users.id}), '[]'::json)`,
      override_account_ids: sql<(number | string)[]>`coalesce((
        SELECT json_agg(o.account_id) FROM access_overrides o WHERE o.user_id = ${users.id}), '[]'::json)`,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.user_id))
    .where(and(eq(authSessions.token_hash, tokenHash), isNull(authSessions.revoked_at), gt(authSessions.expires_at, now)))
    .limit(1);
  return row;
}

export async function revokeSession(db: Executor, sessionId: number, now: Date): Promise<void> {
  await db.update(authSessions).set({ revoked_at: now }).where(eq(authSessions.id, sessionId));
}

export async function revokeUserSessions(
  db: Executor,
  userId: number,
  now: Date,
  opts: { kind?: 'session' | 'anonymous'; exceptSessionId?: number } = {},
): Promise<void> {
  const conditions = [eq(authSessions.user_id, userId), isNull(authSessions.revoked_at)];
  if (opts.kind) conditions.push(eq(authSessions.kind, opts.kind));
  if (opts.exceptSessionId) conditions.push(sql`${authSessions.id} <> ${opts.exceptSessionId}`);
  await db
    .update(authSessions)
    .set({ revoked_at: now })
    .where(and(...conditions));
}
