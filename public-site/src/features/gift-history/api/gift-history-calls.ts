/** A donor's own giving: gifts by period, tax receipts, annual statements (docs/api-giving.md). Cents on the wire. */
import type { Transport } from '@storyfund/shared/transport';

export interface HistoryGift {
  id: number;
  gift_at: string;
  amount_cents: number;
  tip_cents: number;
  monthly_gift: boolean;
  anonymous: boolean;
  tax_exempt_gift: boolean;
  dedicatee_name: string | null;
  project: { id: number; title: string };
}

export interface PeriodPage {
  data: HistoryGift[];
  datestart: string;
  dateend: string;
  total: number;
  total_amount_cents: number;
}

export interface StatementYear {
  year: number;
  gifts_count: number;
  total_cents: number;
  tax_exempt_cents: number;
  sent_at: string | null;
}

const HISTORY_PAGE_SIZE = 30;

const periodUrl = (userId: string | number, from: string, to: string, offset: number) =>
  `users/${userId}/gifts-by-period?datestart=${from}&dateend=${to}&limit=${HISTORY_PAGE_SIZE}&offset=${offset}`;
export const statementsKey = (userId: string | number) => `users/${userId}/annual-statements`;

export const loadPeriod = (api: Transport, userId: string | number, from: string, to: string, offset: number) =>
  api.get<PeriodPage>(periodUrl(userId, from, to, offset));

export const emailReceipt = (api: Transport, userId: string | number, giftId: number) =>
  api.post<{ sent: true; receipt_number: string; to: string }>(`users/${userId}/send-tax-exempt-receipt`, { gift_id: giftId });

export const emailStatement = (api: Transport, userId: string | number, year: number) =>
  api.post<{ sent: true; to: string }>(`users/${userId}/annual-statements/${year}/send`);
