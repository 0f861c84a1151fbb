import { and, eq, isNull, sql } from 'drizzle-orm';
import { preparedStatement, type Executor } from '../../db/client.js';
import { authSessions } from '../../db/schema/index.js';

export async function insertSession(
  db: Executor,
  values: { user_id: number; token_hash: Buffer; kind: 'session' | 'anonymous'; expires_at: Date },
): Promise<number> {
  const [row] = await db.insert(authSessions).values(values).returning({ id: authSessions.id });
  return row!.id;
}

interface LiveSession {
  session_id: number;
  kind: 'session' | 'anonymous';
  user_id: number;
  is_admin: boolean;
  is_sales: boolean;
  is_partner: boolean;
  is_anonymous: boolean;
  banned_at: Date | null;
  roles: { controlled_user_id: number; role: string }[];
  override_account_ids: (number | string)[];
}

// Every authenticated request asks this: a prepared statement (#14), not a query built per request.
const liveSession = preparedStatement<LiveSession>(
  'auth_live_session',
  `SELECT s.id AS session_id, s.kind, u.id AS user_id, u.is_admin, u.is_sales, u.is_partner, u.is_anonymous, u.banned_at,
          coalesce((SELECT json_agg(json_build_object('controlled_user_id', r.controlled_user_id, 'role', r.role))
                    FROM user_roles r WHERE r.user_id = u.id), '[]'::json) AS roles,
          coalesce((SELECT json_agg(o.account_id) FROM access_overrides o WHERE o.user_id = u.id), '[]'::json) AS override_account_ids
     FROM auth_sessions s JOIN users u ON u.id = s.user_id
    WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2
    LIMIT 1`,
);

/** The live session for a token hash, with the fields authorization needs, in one round trip. */
export async function findLiveSession(db: Executor, tokenHash: Buffer, now: Date): Promise<LiveSession | undefined> {
  const [row] = await liveSession(db, [tokenHash, now]);
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
