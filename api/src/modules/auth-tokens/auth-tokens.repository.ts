import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { asDate, asDateOrNull } from '../../db/raw-values.js';

export interface AuthTokenRow {
  id: number;
  account_id: number;
  label: string;
  prefix: string;
  created_by_id: number | null;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

type RawRow = {
  id: number | string;
  account_id: number | string;
  label: string;
  prefix: string;
  created_by_id: number | string | null;
  created_at: Date | string;
  last_used_at: Date | string | null;
  revoked_at: Date | string | null;
};

const typed = (r: RawRow): AuthTokenRow => ({
  id: Number(r.id),
  account_id: Number(r.account_id),
  label: r.label,
  prefix: r.prefix,
  created_by_id: r.created_by_id === null ? null : Number(r.created_by_id),
  created_at: asDate(r.created_at),
  last_used_at: asDateOrNull(r.last_used_at),
  revoked_at: asDateOrNull(r.revoked_at),
});

const COLUMNS = sql`id, account_id, label, prefix, created_by_id, created_at, last_used_at, revoked_at`;

/** The account's keys, newest first (at most a few dozen: the live ones are capped). */
export async function listTokens(db: Executor, accountId: number): Promise<AuthTokenRow[]> {
  const rows = await queryRows<RawRow>(
    db,
    sql`SELECT ${COLUMNS} FROM auth_tokens WHERE account_id = ${accountId} ORDER BY created_at DESC, id DESC`,
  );
  return rows.map(typed);
}

export async function findToken(db: Executor, accountId: number, id: number): Promise<AuthTokenRow | undefined> {
  const [row] = await queryRows<RawRow>(db, sql`SELECT ${COLUMNS} FROM auth_tokens WHERE id = ${id} AND account_id = ${accountId}`);
  return row ? typed(row) : undefined;
}

/**
 * The account's live keys, counted under a lock on the account's row, so two concurrent creations cannot both
 * pass the cap (the second waits for the first to commit, then counts its key).
 */
export async function lockAndCountActive(tx: Executor, accountId: number): Promise<number> {
  await queryRows(tx, sql`SELECT id FROM users WHERE id = ${accountId} FOR UPDATE`);
  const [row] = await queryRows<{ n: number | string }>(
    tx,
    sql`SELECT count(*) AS n FROM auth_tokens WHERE account_id = ${accountId} AND revoked_at IS NULL`,
  );
  return Number(row!.n);
}

export async function insertToken(
  tx: Executor,
  values: { account_id: number; label: string; prefix: string; token_hash: string; created_by_id: number | null },
  at: Date,
): Promise<AuthTokenRow> {
  const [row] = await queryRows<RawRow>(
    tx,
    sql`INSERT INTO auth_tokens (account_id, label, prefix, token_hash, created_by_id, created_at)
        VALUES (${values.account_id}, ${values.label}, ${values.prefix}, ${values.token_hash}, ${values.created_by_id}, ${at.toISOString()}::timestamptz)
        RETURNING ${COLUMNS}`,
  );
  return typed(row!);
}

/** Renames and/or revokes; a revoked key keeps its first revocation time. */
export async function updateToken(
  tx: Executor,
  accountId: number,
  id: number,
  patch: { label?: string | undefined; revokedAt?: Date | undefined },
): Promise<AuthTokenRow | undefined> {
  const label = patch.label ?? null;
  const revokedAt = patch.revokedAt ? patch.revokedAt.toISOString() : null;
  const [row] = await queryRows<RawRow>(
    tx,
    sql`UPDATE auth_tokens SET label = coalesce(${label}::text, label), revoked_at = coalesce(revoked_at, ${revokedAt}::timestamptz)
        WHERE id = ${id} AND account_id = ${accountId} RETURNING ${COLUMNS}`,
  );
  return row ? typed(row) : undefined;
}

export interface LiveKey {
  id: number;
  account_id: number;
  last_used_at: Date | null;
  banned: boolean;
  is_partner: boolean;
}

/** The live (not revoked) key with this hash, and its account's standing, in one round trip. */
export async function findLiveKey(db: Executor, tokenHash: string): Promise<LiveKey | undefined> {
  const [row] = await queryRows<{
    id: number | string;
    account_id: number | string;
    last_used_at: Date | string | null;
    banned: boolean;
    is_partner: boolean;
  }>(
    db,
    sql`SELECT t.id, t.account_id, t.last_used_at, (u.banned_at IS NOT NULL OR u.merged_into_id IS NOT NULL) AS banned, u.is_partner
        FROM auth_tokens t JOIN users u ON u.id = t.account_id
        WHERE t.token_hash = ${tokenHash} AND t.revoked_at IS NULL`,
  );
  return row
    ? {
        id: Number(row.id),
        account_id: Number(row.account_id),
        last_used_at: asDateOrNull(row.last_used_at),
        banned: row.banned,
        is_partner: row.is_partner,
      }
    : undefined;
}

/**
 * Marks the key used at `now`, unless it was marked less than `minGapMs` ago: at most one write a minute per key,
 * however many requests run at once (the condition is re-checked by the UPDATE itself).
 */
export async function touchLastUsed(db: Executor, id: number, now: Date, minGapMs: number): Promise<void> {
  const cutoff = new Date(now.getTime() - minGapMs).toISOString();
  await queryRows(
    db,
    sql`UPDATE auth_tokens SET last_used_at = ${now.toISOString()}::timestamptz
        WHERE id = ${id} AND (last_used_at IS NULL OR last_used_at <= ${cutoff}::timestamptz)`,
  );
}
