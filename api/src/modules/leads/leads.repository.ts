import { sql, type SQL } from 'drizzle-orm';
import { LEAD_STAGES, type LeadSort, type LeadSource, type LeadStage } from '@storyfund/shared/constants';
import { queryRows, type Executor } from '../../db/client.js';
import { asDate, asDateOrNull } from '../../db/raw-values.js';
import type { Page } from '../../lib/paging.js';

export interface LeadRow {
  id: number;
  organization_name: string;
  contact_name: string | null;
  email: string | null;
  phone: string | null;
  country_code: string | null;
  source: LeadSource;
  stage: LeadStage;
  owner_id: number;
  owner_name: string;
  notes: string | null;
  next_step: string | null;
  next_step_date: string | null;
  partner_user_id: number | null;
  won_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** The columns a create or an edit writes. */
export type LeadValues = Omit<LeadRow, 'id' | 'owner_name' | 'partner_user_id' | 'won_at' | 'created_at' | 'updated_at'>;

type RawRow = Omit<LeadRow, 'id' | 'owner_id' | 'partner_user_id' | 'won_at' | 'created_at' | 'updated_at' | 'next_step_date'> & {
  id: number | string;
  owner_id: number | string;
  partner_user_id: number | string | null;
  next_step_date: Date | string | null;
  won_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
};

const day = (value: Date | string | null): string | null =>
  value === null ? null : value instanceof Date ? value.toISOString().slice(0, 10) : value.slice(0, 10);

const typed = (r: RawRow): LeadRow => ({
  ...r,
  id: Number(r.id),
  owner_id: Number(r.owner_id),
  partner_user_id: r.partner_user_id === null ? null : Number(r.partner_user_id),
  next_step_date: day(r.next_step_date),
  won_at: asDateOrNull(r.won_at),
  created_at: asDate(r.created_at),
  updated_at: asDate(r.updated_at),
});

/** A member of staff's display name: their name, else their email. */
export const staffName = (alias: string) =>
  sql.raw(
    `coalesce(nullif(trim(coalesce(${alias}.first_name, '') || ' ' || coalesce(${alias}.last_name, '')), ''), ${alias}.email, '#' || ${alias}.id)`,
  );

const SELECT = sql`SELECT l.id, l.organization_name, l.contact_name, l.email, l.phone, l.country_code, l.source, l.stage, l.owner_id,
  ${staffName('o')} AS owner_name, l.notes, l.next_step, l.next_step_date::text AS next_step_date, l.partner_user_id, l.won_at,
  l.created_at, l.updated_at
  FROM leads l JOIN users o ON o.id = l.owner_id`;

/** The board's order of stages, for sorting by stage. */
const STAGE_ORDER = sql.raw(`array_position(ARRAY[${LEAD_STAGES.map((s) => `'${s}'`).join(', ')}]::text[], l.stage)`);

const SORT_COLUMNS: Record<LeadSort, SQL> = {
  updated_at: sql`l.updated_at`,
  created_at: sql`l.created_at`,
  organization_name: sql`lower(l.organization_name)`,
  stage: STAGE_ORDER,
  next_step_date: sql`l.next_step_date`,
  owner_name: sql`lower(${staffName('o')})`,
  country_code: sql`l.country_code`,
};

export async function insertLead(db: Executor, values: LeadValues, at: Date): Promise<number> {
  const [row] = await queryRows<{ id: number | string }>(
    db,
    sql`INSERT INTO leads (organization_name, contact_name, email, phone, country_code, source, stage, owner_id, notes, next_step,
          next_step_date, won_at, created_at, updated_at)
        VALUES (${values.organization_name}, ${values.contact_name}, ${values.email}, ${values.phone}, ${values.country_code},
          ${values.source}, ${values.stage}, ${values.owner_id}::bigint, ${values.notes}, ${values.next_step},
          ${values.next_step_date}::date, ${values.stage === 'won' ? at.toISOString() : null}::timestamptz,
          ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz)
        RETURNING id`,
  );
  return Number(row!.id);
}

/** One lead; `lock` holds its row until the transaction ends (an edit reads "before" under it). */
export async function findLead(db: Executor, id: number, lock = false): Promise<LeadRow | undefined> {
  const [row] = await queryRows<RawRow>(db, sql`${SELECT} WHERE l.id = ${id} ${lock ? sql`FOR UPDATE OF l` : sql``}`);
  return row ? typed(row) : undefined;
}

export interface LeadFilter {
  q?: string | undefined;
  stage?: LeadStage | undefined;
  source?: LeadSource | undefined;
  owner_id?: number | undefined;
}

export async function listLeads(
  db: Executor,
  filter: LeadFilter,
  order: { sort: LeadSort; order: 'asc' | 'desc' },
  page: Page,
): Promise<{ rows: LeadRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.stage) conditions.push(sql`l.stage = ${filter.stage}`);
  if (filter.source) conditions.push(sql`l.source = ${filter.source}`);
  if (filter.owner_id !== undefined) conditions.push(sql`l.owner_id = ${filter.owner_id}`);
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(l.organization_name ILIKE ${pattern} OR l.contact_name ILIKE ${pattern} OR l.email ILIKE ${pattern})`);
  }
  const where = conditions.length > 0 ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
  const direction = sql.raw(order.order === 'asc' ? 'ASC NULLS LAST' : 'DESC NULLS LAST');
  const tie = sql.raw(order.order === 'asc' ? 'l.id ASC' : 'l.id DESC');
  const [rows, [count]] = await Promise.all([
    queryRows<RawRow>(
      db,
      sql`${SELECT} ${where} ORDER BY ${SORT_COLUMNS[order.sort]} ${direction}, ${tie} LIMIT ${page.limit} OFFSET ${page.offset}`,
    ),
    queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM leads l ${where}`),
  ]);
  return { rows: rows.map(typed), total: count?.n ?? 0 };
}

/** Writes `patch`; reaching `won` stamps won_at (once), leaving it clears it. */
export async function updateLead(db: Executor, id: number, patch: Partial<LeadValues>, at: Date): Promise<void> {
  const sets: SQL[] = [];
  const column: Record<keyof LeadValues, SQL> = {
    organization_name: sql`organization_name`,
    contact_name: sql`contact_name`,
    email: sql`email`,
    phone: sql`phone`,
    country_code: sql`country_code`,
    source: sql`source`,
    stage: sql`stage`,
    owner_id: sql`owner_id`,
    notes: sql`notes`,
    next_step: sql`next_step`,
    next_step_date: sql`next_step_date`,
  };
  for (const [key, value] of Object.entries(patch) as [keyof LeadValues, unknown][]) {
    if (value === undefined) continue;
    const cast = key === 'next_step_date' ? sql`::date` : key === 'owner_id' ? sql`::bigint` : sql``;
    sets.push(sql`${column[key]} = ${value}${cast}`);
  }
  if (patch.stage !== undefined) {
    sets.push(
      patch.stage === 'won' ? sql`won_at = coalesce(won_at, ${at.toISOString()}::timestamptz)` : sql`won_at = NULL, partner_user_id = NULL`,
    );
  }
  sets.push(sql`updated_at = ${at.toISOString()}::timestamptz`);
  await db.execute(sql`UPDATE leads SET ${sql.join(sets, sql`, `)} WHERE id = ${id}`);
}

export async function deleteLead(db: Executor, id: number): Promise<void> {
  await db.execute(sql`DELETE FROM leads WHERE id = ${id}`);
}

/** The members of staff (admins and the sales team), by name: who may own a lead. */
export async function listStaff(db: Executor): Promise<{ id: number; name: string; email: string }[]> {
  const rows = await queryRows<{ id: number | string; name: string; email: string }>(
    db,
    sql`SELECT o.id, ${staffName('o')} AS name, o.email FROM users o
        WHERE (o.is_admin OR o.is_sales) AND o.banned_at IS NULL ORDER BY lower(${staffName('o')}), o.id`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

export async function isStaff(db: Executor, userId: number): Promise<boolean> {
  const [row] = await queryRows<{ ok: boolean }>(
    db,
    sql`SELECT (is_admin OR is_sales) AND banned_at IS NULL AS ok FROM users WHERE id = ${userId}`,
  );
  return row?.ok === true;
}

/**
 * The leads a new partner account converts (docs/backoffice.md "A lead becomes a partner"): not linked to a
 * partner yet, and whose email is the partner's, or (when `domain` is given: not a free-mail domain) at its domain.
 * Linked and won in one statement, so running it again links nothing more. Answers the leads it linked, before.
 */
export async function convertLeads(
  db: Executor,
  partner: { id: number; email: string; domain: string | undefined },
  at: Date,
): Promise<{ id: number; stage: LeadStage; won_at: Date | null }[]> {
  const byDomain = partner.domain ? sql`OR lower(split_part(email, '@', 2)) = ${partner.domain}` : sql``;
  const rows = await queryRows<{ id: number | string; stage: LeadStage; won_at: Date | string | null }>(
    db,
    sql`WITH matched AS (
          SELECT id, stage, won_at FROM leads
          WHERE partner_user_id IS NULL AND email IS NOT NULL AND (lower(email) = ${partner.email} ${byDomain})
          FOR UPDATE
        ), changed AS (
          UPDATE leads l SET partner_user_id = ${partner.id}::bigint, stage = 'won', won_at = coalesce(l.won_at, ${at.toISOString()}::timestamptz),
            updated_at = ${at.toISOString()}::timestamptz
          FROM matched WHERE l.id = matched.id RETURNING l.id
        )
        SELECT matched.id, matched.stage, matched.won_at FROM matched JOIN changed ON changed.id = matched.id`,
  );
  return rows.map((r) => ({ id: Number(r.id), stage: r.stage, won_at: asDateOrNull(r.won_at) }));
}
