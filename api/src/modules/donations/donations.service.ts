import { DONOR_ROLES } from '@storyfund/shared/roles';
import { parseDay, validateDonationFilters } from '@storyfund/shared/validation';
import type {
  Donation,
  DonationList,
  DonationsExportQuery,
  DonationsQuery,
  DonorDetail,
  DonorGiftsQuery,
} from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import { requireAccountRole, type Caller } from '../../lib/access.js';
import { csvFilename, keysetBatches, type CsvExport } from '../../lib/csv.js';
import { assertValid, NotFoundError } from '../../lib/errors.js';
import { findUserById } from '../users/accounts.service.js';
import * as repo from './donations.repository.js';

const ANONYMOUS_DONOR_NAME = 'Anonymous';
const GUEST_DONOR_NAME = 'Guest Donor';

/** The partner itself, its collaborators holding a donations role, the override table, or an admin; then 404 for a non-partner. */
async function requireDonationsReader(ctx: AppContext, caller: Caller, partnerId: number): Promise<void> {
  requireAccountRole(caller, partnerId, DONOR_ROLES);
  const user = await findUserById(ctx.db, partnerId);
  if (!user || !user.is_partner || user.banned_at || user.merged_into_id) throw new NotFoundError('Partner not found');
}

/** The filters as the repository takes them; 422 with field errors for bad days or a reversed range. */
function filterOf(query: DonationsExportQuery): { filter: repo.DonationFilter; sort: repo.DonationSort } {
  assertValid(validateDonationFilters(query));
  const end = query.dateend ? parseDay(query.dateend) : undefined;
  return {
    filter: {
      from: query.datestart ? parseDay(query.datestart) : undefined,
      to: end ? new Date(end.getTime() + 86_400_000) : undefined,
      projectId: query.project_id,
      kind: query.kind,
      minCents: query.min_cents,
      maxCents: query.max_cents,
      q: query.q?.trim() || undefined,
    },
    sort: { sort: query.sort, direction: query.sort_direction },
  };
}

/** Who the partner sees as the donor: nobody for an anonymous gift or a guest, else the account's name and email. */
function donorOf(row: repo.DonationRow): Pick<Donation, 'donor' | 'donor_name'> {
  if (row.anonymous) return { donor: null, donor_name: ANONYMOUS_DONOR_NAME };
  if (row.is_anonymous || row.guest_user) return { donor: null, donor_name: GUEST_DONOR_NAME };
  const name = row.show_organization_name && row.organization_name ? row.organization_name : `${row.first_name} ${row.last_name}`.trim();
  return { donor: { id: row.donor_id, name, email: row.email }, donor_name: name };
}

const donationView = (row: repo.DonationRow): Donation => ({
  id: row.id,
  gift_at: row.gift_at.toISOString(),
  amount_cents: row.amount_cents,
  kind: row.monthly_gift ? 'monthly' : 'one-time',
  project: { id: row.project_id, title: row.project_title },
  ...donorOf(row),
});

/** GET partners/{id}/donations: a page of the partner's gifts, filtered and sorted. */
export async function listDonations(ctx: AppContext, caller: Caller, partnerId: number, query: DonationsQuery): Promise<DonationList> {
  await requireDonationsReader(ctx, caller, partnerId);
  const { filter, sort } = filterOf(query);
  const { rows, total } = await repo.donationsPage(ctx.db, partnerId, filter, sort, query);
  return { data: rows.map(donationView), total };
}

/** GET partners/{id}/donations/export: every matching gift as CSV, in the table's order, streamed in keyset batches. */
export async function exportDonations(
  ctx: AppContext,
  caller: Caller,
  partnerId: number,
  query: DonationsExportQuery,
): Promise<CsvExport<repo.DonationRow>> {
  await requireDonationsReader(ctx, caller, partnerId);
  const { filter, sort } = filterOf(query);
  const range = query.datestart && query.dateend ? { datestart: query.datestart, dateend: query.dateend } : undefined;
  return {
    filename: csvFilename(`donations-${partnerId}`, range),
    columns: [
      { header: 'gift_id', value: (r) => r.id },
      { header: 'date_utc', value: (r) => r.gift_at },
      { header: 'amount', value: (r) => r.amount_cents / 100 },
      { header: 'amount_cents', value: (r) => r.amount_cents },
      { header: 'kind', value: (r) => (r.monthly_gift ? 'monthly' : 'one-time') },
      { header: 'project_id', value: (r) => r.project_id },
      { header: 'project', value: (r) => r.project_title },
      { header: 'donor', value: (r) => donorOf(r).donor_name },
      { header: 'donor_email', value: (r) => donorOf(r).donor?.email ?? null },
    ],
    batches: keysetBatches(
      (after: repo.DonationKey | undefined, limit) => repo.donationsAfter(ctx.db, partnerId, filter, sort, after, limit),
      repo.keyOf(sort),
    ),
  };
}

/**
 * GET partners/{id}/donations/donors/{donor_id}: what a named donor gave the partner. Anonymous gifts are left
 * out of every figure (counting them would reveal them); a donor with no named gift, or a guest, is 404.
 */
export async function donorDetail(
  ctx: AppContext,
  caller: Caller,
  partnerId: number,
  donorId: number,
  page: DonorGiftsQuery,
): Promise<DonorDetail> {
  await requireDonationsReader(ctx, caller, partnerId);
  const newest: repo.DonationSort = { sort: 'gift_at', direction: 'desc' };
  const [latest] = await repo.donationsAfter(ctx.db, partnerId, { donorId }, newest, undefined, 1);
  const totals = await repo.donorTotals(ctx.db, partnerId, donorId);
  const donor = latest ? donorOf(latest).donor : null;
  if (!donor || !totals) throw new NotFoundError('No gifts from this donor');
  const [gifts, monthly] = await Promise.all([
    repo.donationsPage(ctx.db, partnerId, { donorId }, newest, page),
    repo.donorMonthly(ctx.db, partnerId, donorId),
  ]);
  return {
    donor,
    lifetime_cents: totals.lifetime,
    gifts_count: totals.gifts,
    first_gift_at: totals.first.toISOString(),
    last_gift_at: totals.last.toISOString(),
    monthly: {
      status: monthly.length === 0 ? 'none' : monthly.some((m) => m.status === 'past_due') ? 'past_due' : 'active',
      amount_cents: monthly.reduce((sum, m) => sum + m.amount_cents, 0),
    },
    gifts: { data: gifts.rows.map(donationView), total: gifts.total },
  };
}
