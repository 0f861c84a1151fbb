import { centsToDollars } from '@storyfund/shared/money';
import { formatUtcDateTime } from '@storyfund/shared/dates';
import type {
  AllReceivedGifts,
  GiftPeriodQuery,
  GivenGiftsInPeriod,
  ReceivedGiftInPeriod,
  ReceivedGiftsInPeriod,
} from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import { requireAccountRole, requireSelfOrAdmin, type Caller } from '../../lib/access.js';
import { assertValid } from '../../lib/errors.js';
import * as repo from './gifts.repository.js';
import { encouragementOf, giftView, receivedDonor } from './gift-views.js';

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_DAYS = 366 * 5;

function validDay(value: string): Date | undefined {
  if (!DAY_RE.test(value)) return undefined;
  const day = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value ? undefined : day;
}

/** The period as [from, to) instants; 422 for a bad or reversed range, or one longer than five years. */
function parsePeriod(query: { datestart: string; dateend: string }): repo.Period {
  const from = validDay(query.datestart);
  const end = validDay(query.dateend);
  const days = from && end ? (end.getTime() - from.getTime()) / 86_400_000 : 0;
  assertValid({
    datestart: from ? undefined : 'Please give a date as YYYY-MM-DD',
    dateend: !end
      ? 'Please give a date as YYYY-MM-DD'
      : from && days < 0
        ? 'The end date cannot be before the start date'
        : days > MAX_DAYS
          ? 'A period can be at most five years'
          : undefined,
  });
  return { from: from!, to: new Date(end!.getTime() + 86_400_000) };
}

/** Spec §9: money is shown in dollars and dates as UTC DD/MM/YYYY HH:mm:ss, next to the exact cents. */
const display = (gift: repo.GiftRow) => ({
  amount: centsToDollars(gift.amount_cents),
  tip: centsToDollars(gift.tip_cents),
  date: formatUtcDateTime(gift.gift_at),
});

const summary = (totals: repo.PeriodTotals, period: repo.Period) => ({
  datestart: period.from.toISOString().slice(0, 10),
  dateend: new Date(period.to.getTime() - 86_400_000).toISOString().slice(0, 10),
  total: totals.count,
  total_amount_cents: totals.amount_cents,
  total_amount: centsToDollars(totals.amount_cents),
});

/** GET /users/{id}/gifts-by-period: what the account gave in the period, newest first. */
export async function givenInPeriod(ctx: AppContext, caller: Caller, userId: number, query: GiftPeriodQuery): Promise<GivenGiftsInPeriod> {
  requireSelfOrAdmin(caller, userId);
  const period = parsePeriod(query);
  const { rows, totals } = await repo.donorGiftsInPeriod(ctx.db, userId, period, query);
  const data = rows.map((r) => ({
    ...giftView(r.gift, encouragementOf(r)),
    ...display(r.gift),
    donor_id: r.gift.donor_id,
    project: { id: r.gift.project_id, title: r.project_title },
  }));
  return { data, ...summary(totals, period) };
}

/** GET /users/{id}/received-gifts-by-period: what the account's projects received in the period. */
export async function receivedInPeriod(
  ctx: AppContext,
  caller: Caller,
  userId: number,
  query: GiftPeriodQuery,
): Promise<ReceivedGiftsInPeriod> {
  requireAccountRole(caller, userId, ['admin']);
  const period = parsePeriod(query);
  const { rows, totals } = await repo.receivedGiftsInPeriod(ctx.db, userId, period, query);
  return { data: rows.map(receivedRow), ...summary(totals, period) };
}

function receivedRow(r: Awaited<ReturnType<typeof repo.receivedGiftsInPeriod>>['rows'][number]): ReceivedGiftInPeriod {
  return {
    ...giftView(r.gift, encouragementOf(r)),
    ...display(r.gift),
    ...receivedDonor(r.gift, r.donor),
    project: { id: r.gift.project_id, title: r.project_title },
  };
}

/** At most this many rows in one all-received-gifts answer; the CSV export streams everything. */
const ALL_RECEIVED_MAX = 5_000;

/**
 * GET /users/{id}/all-received-gifts: every gift the account received, newest first (JSON pages of up to
 * 5,000), or with `format=csv` the whole history as a spreadsheet for the partner's bookkeeping.
 */
export async function allReceived(
  ctx: AppContext,
  caller: Caller,
  userId: number,
  query: { limit: number; offset: number },
): Promise<AllReceivedGifts> {
  requireAccountRole(caller, userId, ['admin']);
  const { rows, totals } = await repo.receivedGiftsInPeriod(ctx.db, userId, undefined, query);
  return {
    data: rows.map(receivedRow),
    total: totals.count,
    total_amount_cents: totals.amount_cents,
    total_amount: centsToDollars(totals.amount_cents),
  };
}

const CSV_HEADER = [
  'gift_id',
  'date_utc',
  'project_id',
  'project',
  'donor',
  'amount',
  'platform_fee',
  'card_fee',
  'net_to_recipient',
  'monthly',
  'anonymous',
  'tax_exempt',
];

const csvCell = (value: string | number | boolean) => {
  const text = String(value);
  // Quote every text cell; a leading =, +, - or @ is neutralised so a spreadsheet never runs it as a formula.
  return typeof value === 'string' ? `"${(/^[=+\-@]/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"` : text;
};

/** The CSV of every received gift, produced page by page so a large history never sits in memory. */
export async function* allReceivedCsv(ctx: AppContext, caller: Caller, userId: number): AsyncGenerator<string> {
  requireAccountRole(caller, userId, ['admin']);
  yield CSV_HEADER.join(',') + '\n';
  for (let offset = 0; ; offset += ALL_RECEIVED_MAX) {
    const { data } = await allReceived(ctx, caller, userId, { limit: ALL_RECEIVED_MAX, offset });
    yield data
      .map((g) =>
        [
          g.id,
          g.date,
          g.project.id,
          g.project.title,
          g.donor_name,
          g.amount,
          centsToDollars(g.platform_fee_cents),
          centsToDollars(g.stripe_fee_cents),
          centsToDollars(g.recipient_net_cents),
          g.monthly_gift,
          g.anonymous,
          g.tax_exempt_gift,
        ]
          .map(csvCell)
          .join(','),
      )
      .map((line) => line + '\n')
      .join('');
    if (data.length < ALL_RECEIVED_MAX) return;
  }
}
