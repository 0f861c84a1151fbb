/**
 * The admin tables' filters as conditions on each table's rows (`t`, admin-tables.repository.ts): a search over
 * names and emails, and each table's own filters.
 */
import { sql, type SQL } from 'drizzle-orm';
import type {
  AdminPartnerExportQuery,
  DonorGivenExportQuery,
  OverdueExportQuery,
  SignupExportQuery,
  SubscribedUserExportQuery,
} from '@storyfund/shared/contract';
import type { AdminPartnerFlag } from '@storyfund/shared/constants';
import { likePattern } from './admin-tables.repository.js';

/** The conditions a list or an export applies (opaque outside the repositories). */
export type Conditions = SQL[];

const search = (q: string | undefined) => q?.trim() || undefined;

export function subscribedUserConditions(query: SubscribedUserExportQuery): Conditions {
  const out: SQL[] = [];
  const q = search(query.q);
  if (q) {
    const p = likePattern(q);
    out.push(sql`(t.donor_name ILIKE ${p} OR t.donor_email ILIKE ${p} OR t.project_title ILIKE ${p})`);
  }
  if (query.status) out.push(sql`t.status = ${query.status}`);
  if (query.project_id !== undefined) out.push(sql`t.project_id = ${query.project_id}`);
  return out;
}

const PARTNER_FLAGS: Record<AdminPartnerFlag, SQL> = {
  premium: sql`t.is_premium`,
  white_label: sql`t.is_white_labeled_partner`,
  large_partner: sql`t.large_partner`,
  tax_exempt: sql`t.tax_exempt_teller`,
  tax_exempt_pending: sql`(t.tax_exempt_requested_at IS NOT NULL AND NOT t.tax_exempt_teller)`,
  banned: sql`t.banned_at IS NOT NULL`,
};

export function partnerConditions(query: AdminPartnerExportQuery): Conditions {
  const out: SQL[] = [];
  const q = search(query.q);
  if (q) {
    const p = likePattern(q);
    out.push(sql`(t.name ILIKE ${p} OR t.email ILIKE ${p})`);
  }
  if (query.country_code) out.push(sql`t.country_code = ${query.country_code}`);
  if (query.flag) out.push(PARTNER_FLAGS[query.flag]);
  return out;
}

export function signupConditions(range: { from: Date; to: Date }, query: SignupExportQuery): Conditions {
  const out: SQL[] = [
    sql`t.created_at >= ${range.from.toISOString()}::timestamptz`,
    sql`t.created_at < ${range.to.toISOString()}::timestamptz`,
  ];
  if (query.kind) out.push(sql`t.kind = ${query.kind}`);
  const q = search(query.q);
  if (q) {
    const p = likePattern(q);
    out.push(sql`(t.name ILIKE ${p} OR t.email ILIKE ${p})`);
  }
  return out;
}

export function overdueConditions(query: OverdueExportQuery): Conditions {
  const out: SQL[] = [];
  const q = search(query.q);
  if (q) {
    const p = likePattern(q);
    out.push(sql`(t.title ILIKE ${p} OR t.owner_name ILIKE ${p})`);
  }
  if (query.owner_id !== undefined) out.push(sql`t.owner_id = ${query.owner_id}`);
  return out;
}

export function donorGivenConditions(query: DonorGivenExportQuery): Conditions {
  const out: SQL[] = [];
  const q = search(query.q);
  if (q) {
    const p = likePattern(q);
    out.push(sql`(t.name ILIKE ${p} OR t.email ILIKE ${p})`);
  }
  if (query.monthly !== undefined) out.push(query.monthly ? sql`t.monthly` : sql`NOT t.monthly`);
  return out;
}
