/**
 * The back-office's remaining admin tables (docs/backoffice.md "Admin tables"): subscribed users, partners,
 * sign-ups, overdue projects and donors' given stats. Each list checks who may read it, turns its filters
 * into conditions on the table's rows, and answers a page; each export streams the same filters as CSV by id.
 * Admins read them all; the sales team reads those behind the reports it reads (partners, sign-ups, overdue,
 * donors' given stats), not the monthly donors' payment details.
 */
import { sql, type SQL } from 'drizzle-orm';
import type {
  AdminPartner,
  AdminPartnerExportQuery,
  AdminPartnerQuery,
  DonorGiven,
  DonorGivenExportQuery,
  DonorGivenQuery,
  OverdueExportQuery,
  OverdueProject,
  OverdueQuery,
  Signup,
  SignupExportQuery,
  SignupQuery,
  SubscribedUser,
  SubscribedUserExportQuery,
  SubscribedUserQuery,
} from '@storyfund/shared/contract';
import type { AdminPartnerFlag, SignupKind } from '@storyfund/shared/constants';
import { defaultStatsRange, validateStatsRange } from '@storyfund/shared/validation';
import type { AppContext } from '../../app-context.js';
import { requireAdmin, requireStaff, type Caller } from '../../lib/access.js';
import { csvFilename, keysetBatches, type CsvExport } from '../../lib/csv.js';
import { ValidationError } from '../../lib/errors.js';
import * as repo from './admin-tables.repository.js';

const DAY_MS = 86_400_000;
const iso = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(value as string | Date).toISOString();
const isoAt = (value: unknown): string => new Date(value as string | Date).toISOString();
const int = (value: unknown): number => Number(value ?? 0);
const text = (value: unknown): string => String(value ?? '');
const textOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));
const search = (q: string | undefined) => q?.trim() || undefined;

type Order = 'asc' | 'desc';
interface Listed {
  sort?: string | undefined;
  order?: Order | undefined;
  limit: number;
  offset: number;
}

async function listOf<T>(
  ctx: AppContext,
  source: repo.TableSource,
  conditions: SQL[],
  query: Listed,
  fallback: string,
  view: (r: repo.RawRow) => T,
) {
  const order = { sort: query.sort ?? fallback, order: query.order ?? 'desc' };
  const { rows, total } = await repo.listPage(ctx.db, source, ctx.clock.now(), conditions, order, query);
  return { data: rows.map(view), total };
}

function batchesOf<T extends { id: number }>(ctx: AppContext, source: repo.TableSource, conditions: SQL[], view: (r: repo.RawRow) => T) {
  const now = ctx.clock.now();
  return keysetBatches(
    async (after: number | undefined, limit) => (await repo.rowsAfter(ctx.db, source, now, conditions, after, limit)).map(view),
    (row) => row.id,
  );
}

// Subscribed users (monthly donors): admins only.

function subscribedUserView(r: repo.RawRow): SubscribedUser {
  return {
    id: int(r['id']),
    donor_id: int(r['donor_id']),
    donor_name: text(r['donor_name']),
    donor_email: textOrNull(r['donor_email']),
    project_id: int(r['project_id']),
    project_title: text(r['project_title']),
    amount_cents: int(r['amount_cents']),
    tip_cents: int(r['tip_cents']),
    since: isoAt(r['since']),
    months_paid: int(r['months_paid']),
    next_charge_at: iso(r['next_charge_at']),
    status: r['status'] as SubscribedUser['status'],
  };
}

function subscribedUserConditions(query: SubscribedUserExportQuery): SQL[] {
  const out: SQL[] = [];
  const q = search(query.q);
  if (q) {
    const p = repo.likePattern(q);
    out.push(sql`(t.donor_name ILIKE ${p} OR t.donor_email ILIKE ${p} OR t.project_title ILIKE ${p})`);
  }
  if (query.status) out.push(sql`t.status = ${query.status}`);
  if (query.project_id !== undefined) out.push(sql`t.project_id = ${query.project_id}`);
  return out;
}

/** GET /admin/subscribed-users: the live monthly gifts, newest first unless sorted otherwise. */
export function listSubscribedUsers(ctx: AppContext, caller: Caller, query: SubscribedUserQuery) {
  requireAdmin(caller);
  return listOf(ctx, repo.SUBSCRIBED_USERS, subscribedUserConditions(query), query, 'since', subscribedUserView);
}

export function exportSubscribedUsers(ctx: AppContext, caller: Caller, query: SubscribedUserExportQuery): CsvExport<SubscribedUser> {
  requireAdmin(caller);
  return {
    filename: csvFilename('subscribed-users'),
    columns: [
      { header: 'subscription_id', value: (r) => r.id },
      { header: 'donor_id', value: (r) => r.donor_id },
      { header: 'donor', value: (r) => r.donor_name },
      { header: 'email', value: (r) => r.donor_email },
      { header: 'project_id', value: (r) => r.project_id },
      { header: 'project', value: (r) => r.project_title },
      { header: 'amount_cents', value: (r) => r.amount_cents },
      { header: 'tip_cents', value: (r) => r.tip_cents },
      { header: 'since_utc', value: (r) => new Date(r.since) },
      { header: 'months_paid', value: (r) => r.months_paid },
      { header: 'next_renewal_utc', value: (r) => (r.next_charge_at ? new Date(r.next_charge_at) : null) },
      { header: 'status', value: (r) => r.status },
    ],
    batches: batchesOf(ctx, repo.SUBSCRIBED_USERS, subscribedUserConditions(query), subscribedUserView),
  };
}

// Partners: admins and the sales team (the partner stats report's table).

function partnerView(r: repo.RawRow): AdminPartner {
  const rating = r['rating'];
  return {
    id: int(r['id']),
    name: text(r['name']),
    email: textOrNull(r['email']),
    country_code: textOrNull(r['country_code']),
    categories: Array.isArray(r['categories']) ? (r['categories'] as unknown[]).map(String) : [],
    amount_received_cents: int(r['amount_received_cents']),
    projects_count: int(r['projects_count']),
    followers_count: int(r['followers_count']),
    rating: rating === null || rating === undefined ? null : Number(rating),
    reviews_count: int(r['reviews_count']),
    is_premium: r['is_premium'] === true,
    is_white_labeled_partner: r['is_white_labeled_partner'] === true,
    large_partner: r['large_partner'] === true,
    tax_exempt_teller: r['tax_exempt_teller'] === true,
    tax_exempt_requested_at: iso(r['tax_exempt_requested_at']),
    banned_at: iso(r['banned_at']),
    created_at: isoAt(r['created_at']),
  };
}

const PARTNER_FLAGS: Record<AdminPartnerFlag, SQL> = {
  premium: sql`t.is_premium`,
  white_label: sql`t.is_white_labeled_partner`,
  large_partner: sql`t.large_partner`,
  tax_exempt: sql`t.tax_exempt_teller`,
  tax_exempt_pending: sql`(t.tax_exempt_requested_at IS NOT NULL AND NOT t.tax_exempt_teller)`,
  banned: sql`t.banned_at IS NOT NULL`,
};

function partnerConditions(query: AdminPartnerExportQuery): SQL[] {
  const out: SQL[] = [];
  const q = search(query.q);
  if (q) {
    const p = repo.likePattern(q);
    out.push(sql`(t.name ILIKE ${p} OR t.email ILIKE ${p})`);
  }
  if (query.country_code) out.push(sql`t.country_code = ${query.country_code}`);
  if (query.flag) out.push(PARTNER_FLAGS[query.flag]);
  return out;
}

/** GET /admin/partners: every partner account (banned too), newest first unless sorted otherwise. */
export function listAdminPartners(ctx: AppContext, caller: Caller, query: AdminPartnerQuery) {
  requireStaff(caller);
  return listOf(ctx, repo.PARTNERS, partnerConditions(query), query, 'created_at', partnerView);
}

export function exportAdminPartners(ctx: AppContext, caller: Caller, query: AdminPartnerExportQuery): CsvExport<AdminPartner> {
  requireStaff(caller);
  return {
    filename: csvFilename('partners'),
    columns: [
      { header: 'id', value: (r) => r.id },
      { header: 'organisation', value: (r) => r.name },
      { header: 'email', value: (r) => r.email },
      { header: 'country', value: (r) => r.country_code },
      { header: 'categories', value: (r) => r.categories.join('; ') },
      { header: 'raised_cents', value: (r) => r.amount_received_cents },
      { header: 'projects', value: (r) => r.projects_count },
      { header: 'followers', value: (r) => r.followers_count },
      { header: 'rating', value: (r) => r.rating },
      { header: 'reviews', value: (r) => r.reviews_count },
      { header: 'premium', value: (r) => r.is_premium },
      { header: 'white_label', value: (r) => r.is_white_labeled_partner },
      { header: 'large_partner', value: (r) => r.large_partner },
      { header: 'tax_exempt', value: (r) => r.tax_exempt_teller },
      { header: 'tax_exempt_claimed_utc', value: (r) => (r.tax_exempt_requested_at ? new Date(r.tax_exempt_requested_at) : null) },
      { header: 'banned_utc', value: (r) => (r.banned_at ? new Date(r.banned_at) : null) },
      { header: 'created_utc', value: (r) => new Date(r.created_at) },
    ],
    batches: batchesOf(ctx, repo.PARTNERS, partnerConditions(query), partnerView),
  };
}

// Sign-ups in a range of UTC days: admins and the sales team (/grow's table).

function signupView(r: repo.RawRow): Signup {
  const firstGiftAt = iso(r['first_gift_at']);
  return {
    id: int(r['id']),
    name: text(r['name']),
    email: textOrNull(r['email']),
    kind: r['kind'] as SignupKind,
    source: textOrNull(r['source']),
    first_gift: firstGiftAt !== null,
    first_gift_at: firstGiftAt,
    created_at: isoAt(r['created_at']),
  };
}

/** The range's days (both included; default the last 30, as the reports), checked by the reports' rule. */
function signupRange(ctx: AppContext, query: SignupExportQuery) {
  const defaults = defaultStatsRange(ctx.clock.now().toISOString().slice(0, 10));
  const datestart = query.datestart ?? (query.dateend ? defaultStatsRange(query.dateend).datestart : defaults.datestart);
  const dateend = query.dateend ?? defaults.dateend;
  const errors = validateStatsRange({ datestart, dateend, bucket: 'day' });
  if (errors) throw new ValidationError(errors);
  return { datestart, dateend, from: new Date(`${datestart}T00:00:00Z`), to: new Date(Date.parse(`${dateend}T00:00:00Z`) + DAY_MS) };
}

function signupConditions(range: { from: Date; to: Date }, query: SignupExportQuery): SQL[] {
  const out: SQL[] = [
    sql`t.created_at >= ${range.from.toISOString()}::timestamptz`,
    sql`t.created_at < ${range.to.toISOString()}::timestamptz`,
  ];
  if (query.kind) out.push(sql`t.kind = ${query.kind}`);
  const q = search(query.q);
  if (q) {
    const p = repo.likePattern(q);
    out.push(sql`(t.name ILIKE ${p} OR t.email ILIKE ${p})`);
  }
  return out;
}

/** GET /admin/signups: the accounts created in the range, newest first unless sorted otherwise. */
export function listSignups(ctx: AppContext, caller: Caller, query: SignupQuery) {
  requireStaff(caller);
  const range = signupRange(ctx, query);
  return listOf(ctx, repo.SIGNUPS, signupConditions(range, query), query, 'created_at', signupView);
}

export function exportSignups(ctx: AppContext, caller: Caller, query: SignupExportQuery): CsvExport<Signup> {
  requireStaff(caller);
  const range = signupRange(ctx, query);
  return {
    filename: csvFilename('signups', range),
    columns: [
      { header: 'id', value: (r) => r.id },
      { header: 'name', value: (r) => r.name },
      { header: 'email', value: (r) => r.email },
      { header: 'kind', value: (r) => r.kind },
      { header: 'source', value: (r) => r.source },
      { header: 'first_gift', value: (r) => r.first_gift },
      { header: 'first_gift_utc', value: (r) => (r.first_gift_at ? new Date(r.first_gift_at) : null) },
      { header: 'created_utc', value: (r) => new Date(r.created_at) },
    ],
    batches: batchesOf(ctx, repo.SIGNUPS, signupConditions(range, query), signupView),
  };
}

// Overdue: projects due for an update, admins and the sales team (/partnerstats' updates overdue).

function overdueView(r: repo.RawRow): OverdueProject {
  return {
    id: int(r['id']),
    title: text(r['title']),
    owner_id: int(r['owner_id']),
    owner_name: text(r['owner_name']),
    funded_at: isoAt(r['funded_at']),
    last_update_at: iso(r['last_update_at']),
    days_overdue: int(r['days_overdue']),
  };
}

function overdueConditions(query: OverdueExportQuery): SQL[] {
  const out: SQL[] = [];
  const q = search(query.q);
  if (q) {
    const p = repo.likePattern(q);
    out.push(sql`(t.title ILIKE ${p} OR t.owner_name ILIKE ${p})`);
  }
  if (query.owner_id !== undefined) out.push(sql`t.owner_id = ${query.owner_id}`);
  return out;
}

/** GET /admin/overdue: the most overdue first unless sorted otherwise. */
export function listOverdue(ctx: AppContext, caller: Caller, query: OverdueQuery) {
  requireStaff(caller);
  return listOf(ctx, repo.OVERDUE, overdueConditions(query), query, 'days_overdue', overdueView);
}

export function exportOverdue(ctx: AppContext, caller: Caller, query: OverdueExportQuery): CsvExport<OverdueProject> {
  requireStaff(caller);
  return {
    filename: csvFilename('overdue'),
    columns: [
      { header: 'project_id', value: (r) => r.id },
      { header: 'title', value: (r) => r.title },
      { header: 'owner_id', value: (r) => r.owner_id },
      { header: 'owner', value: (r) => r.owner_name },
      { header: 'funded_utc', value: (r) => new Date(r.funded_at) },
      { header: 'last_update_utc', value: (r) => (r.last_update_at ? new Date(r.last_update_at) : null) },
      { header: 'days_overdue', value: (r) => r.days_overdue },
    ],
    batches: batchesOf(ctx, repo.OVERDUE, overdueConditions(query), overdueView),
  };
}

// Donors' given stats: admins and the sales team (/donorstats).

function donorGivenView(r: repo.RawRow): DonorGiven {
  return {
    id: int(r['id']),
    name: text(r['name']),
    email: textOrNull(r['email']),
    amount_given_cents: int(r['amount_given_cents']),
    gifts_count: int(r['gifts_count']),
    first_gift_at: iso(r['first_gift_at']),
    last_gift_at: iso(r['last_gift_at']),
    monthly: r['monthly'] === true,
    created_at: isoAt(r['created_at']),
  };
}

function donorGivenConditions(query: DonorGivenExportQuery): SQL[] {
  const out: SQL[] = [];
  const q = search(query.q);
  if (q) {
    const p = repo.likePattern(q);
    out.push(sql`(t.name ILIKE ${p} OR t.email ILIKE ${p})`);
  }
  if (query.monthly !== undefined) out.push(query.monthly ? sql`t.monthly` : sql`NOT t.monthly`);
  return out;
}

/** GET /admin/donors: every account that has given, the largest lifetime given first unless sorted otherwise. */
export function listDonorsGiven(ctx: AppContext, caller: Caller, query: DonorGivenQuery) {
  requireStaff(caller);
  return listOf(ctx, repo.DONORS_GIVEN, donorGivenConditions(query), query, 'amount_given_cents', donorGivenView);
}

export function exportDonorsGiven(ctx: AppContext, caller: Caller, query: DonorGivenExportQuery): CsvExport<DonorGiven> {
  requireStaff(caller);
  return {
    filename: csvFilename('donors-given'),
    columns: [
      { header: 'id', value: (r) => r.id },
      { header: 'name', value: (r) => r.name },
      { header: 'email', value: (r) => r.email },
      { header: 'given_cents', value: (r) => r.amount_given_cents },
      { header: 'gifts', value: (r) => r.gifts_count },
      { header: 'first_gift_utc', value: (r) => (r.first_gift_at ? new Date(r.first_gift_at) : null) },
      { header: 'last_gift_utc', value: (r) => (r.last_gift_at ? new Date(r.last_gift_at) : null) },
      { header: 'monthly', value: (r) => r.monthly },
      { header: 'created_utc', value: (r) => new Date(r.created_at) },
    ],
    batches: batchesOf(ctx, repo.DONORS_GIVEN, donorGivenConditions(query), donorGivenView),
  };
}
