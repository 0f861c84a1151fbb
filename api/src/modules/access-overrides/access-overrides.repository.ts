import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { asDate } from '../../db/raw-values.js';
import type { Page } from '../../lib/paging.js';

export interface AccessOverrideRow {
  id: number;
  account_id: number;
  account_name: string;
  user_id: number;
  user_name: string;
  user_email: string | null;
  note: string | null;
  created_by_id: number | null;
  created_at: Date;
}

type RawRow = Omit<AccessOverrideRow, 'id' | 'account_id' | 'user_id' | 'created_by_id' | 'created_at'> & {
  id: number | string;
  account_id: number | string;
  user_id: number | string;
  created_by_id: number | string | null;
  created_at: Date | string;
};

const typed = (r: RawRow): AccessOverrideRow => ({
  ...r,
  id: Number(r.id),
  account_id: Number(r.account_id),
  user_id: Number(r.user_id),
  created_by_id: r.created_by_id === null ? null : Number(r.created_by_id),
  created_at: asDate(r.created_at),
});

/** An account's display name: its organisation, else its person's name, else its email. */
const nameOf = (alias: string) =>
  sql.raw(
    `coalesce(nullif(trim(${alias}.organization_name), ''), nullif(trim(${alias}.first_name || ' ' || ${alias}.last_name), ''), ${alias}.email, '#' || ${alias}.id)`,
  );

const SELECT = sql`SELECT o.id, o.account_id, ${nameOf('a')} AS account_name, o.user_id, ${nameOf('u')} AS user_name, u.email AS user_email,
  o.note, o.created_by_id, o.created_at
  FROM access_overrides o JOIN users a ON a.id = o.account_id JOIN users u ON u.id = o.user_id`;

const SORTS: Record<'created_at' | 'account_id' | 'user_id', SQL> = {
  created_at: sql`o.created_at`,
  account_id: sql`o.account_id`,
  user_id: sql`o.user_id`,
};

export async function findOverride(db: Executor, id: number): Promise<AccessOverrideRow | undefined> {
  const [row] = await queryRows<RawRow>(db, sql`${SELECT} WHERE o.id = ${id}`);
  return row ? typed(row) : undefined;
}

export async function listOverrides(
  db: Executor,
  filter: { account_id?: number | undefined; user_id?: number | undefined },
  order: { sort: keyof typeof SORTS; order: 'asc' | 'desc' },
  page: Page,
): Promise<{ rows: AccessOverrideRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.account_id !== undefined) conditions.push(sql`o.account_id = ${filter.account_id}`);
  if (filter.user_id !== undefined) conditions.push(sql`o.user_id = ${filter.user_id}`);
  const where = conditions.length > 0 ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
  const direction = sql.raw(order.order === 'asc' ? 'ASC' : 'DESC');
  const rows = await queryRows<RawRow>(
    db,
    sql`${SELECT} ${where} ORDER BY ${SORTS[order.sort]} ${direction}, o.id ${direction} LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  const [count] = await queryRows<{ n: number | string }>(db, sql`SELECT count(*) AS n FROM access_overrides o ${where}`);
  return { rows: rows.map(typed), total: Number(count!.n) };
}

/** Inserts the pair; undefined when it is already there (the unique index decides, so concurrent adds make one row). */
export async function insertOverride(
  db: Executor,
  values: { account_id: number; user_id: number; note: string | null; created_by_id: number },
  at: Date,
): Promise<number | undefined> {
  const [row] = await queryRows<{ id: number | string }>(
    db,
    sql`INSERT INTO access_overrides (account_id, user_id, note, created_by_id, created_at)
        VALUES (${values.account_id}, ${values.user_id}, ${values.note}, ${values.created_by_id}, ${at.toISOString()}::timestamptz)
        ON CONFLICT (account_id, user_id) DO NOTHING RETURNING id`,
  );
  return row ? Number(row.id) : undefined;
}

export async function deleteOverride(db: Executor, id: number): Promise<boolean> {
  const rows = await queryRows<{ id: number | string }>(db, sql`DELETE FROM access_overrides WHERE id = ${id} RETURNING id`);
  return rows.length > 0;
}

/** Which of these ids are accounts (so a bad id is a field error, not a foreign-key failure). */
export async function existingUserIds(db: Executor, ids: number[]): Promise<number[]> {
  const rows = await queryRows<{ id: number | string }>(db, sql`SELECT id FROM users WHERE id IN (${sql.join(ids, sql`, `)})`);
  return rows.map((r) => Number(r.id));
}
