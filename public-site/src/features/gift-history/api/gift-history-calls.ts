/** A donor's own giving: gifts by period, tax receipts, annual statements (docs/api-giving.md). Cents on the wire. */
import type { GivenGiftsInPeriod, ReceiptSent, StatementSent } from '@storyfund/shared/contract';
import type { Transport } from '@storyfund/shared/transport';

const HISTORY_PAGE_SIZE = 30;

const periodUrl = (userId: string | number, from: string, to: string, offset: number) =>
  `users/${userId}/gifts-by-period?datestart=${from}&dateend=${to}&limit=${HISTORY_PAGE_SIZE}&offset=${offset}`;
export const statementsKey = (userId: string | number) => `users/${userId}/annual-statements`;

export const loadPeriod = (api: Transport, userId: string | number, from: string, to: string, offset: number) =>
  api.get<GivenGiftsInPeriod>(periodUrl(userId, from, to, offset));

export const emailReceipt = (api: Transport, userId: string | number, giftId: number) =>
  api.post<ReceiptSent>(`users/${userId}/send-tax-exempt-receipt`, { gift_id: giftId });

export const emailStatement = (api: Transport, userId: string | number, year: number) =>
  api.post<StatementSent>(`users/${userId}/annual-statements/${year}/send`);
