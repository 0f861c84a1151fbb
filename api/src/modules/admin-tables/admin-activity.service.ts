/**
 * The admin tables of activity: sign-ups in a range, projects overdue for an update, and donors' given stats
 * (docs/backoffice.md "Admin tables"). Admins and the sales team read them (the reports behind them are theirs).
 */
import type {
  DonorGiven,
  DonorGivenExportQuery,
  DonorGivenQuery,
  OverdueExportQuery,
  OverdueProject,
  OverdueQuery,
  Signup,
  SignupExportQuery,
  SignupQuery,
} from '@storyfund/shared/contract';
import type { SignupKind } from '@storyfund/shared/constants';
import { defaultStatsRange, validateStatsRange } from '@storyfund/shared/validation';
import type { AppContext } from '../../app-context.js';
import { requireStaff, type Caller } from '../../lib/access.js';
import { csvFilename, type CsvExport } from '../../lib/csv.js';
import { ValidationError } from '../../lib/errors.js';
import * as repo from './admin-tables.repository.js';
import { donorGivenConditions, overdueConditions, signupConditions } from './admin-table-filters.repository.js';
import { DAY_MS, batchesOf, int, iso, isoAt, listOf, text, textOrNull } from './admin-table-values.js';

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
