/**
 * Gifts an account received, their totals by period, the CSV export, thank-you drafts and thanks
 * (docs/api-giving.md, docs/api-timeline.md). Cents on the wire.
 */
import type { Transport } from '@storyfund/shared/transport';

export interface ReceivedGift {
  id: number;
  gift_at: string;
  amount_cents: number;
  tip_cents: number;
  monthly_gift: boolean;
  anonymous: boolean;
  dedicatee_name: string | null;
  /** "Anonymous" or "Guest Donor" when the donor is not shown. */
  donor_name: string;
  project: { id: number; title: string };
  encouragement: { id: number; has_response_from_recipient: boolean } | null;
}

export interface ReceivedPage {
  data: ReceivedGift[];
  total: number;
}

export interface ReceivedPeriod {
  datestart: string;
  dateend: string;
  total: number;
  total_amount_cents: number;
}

export const THANK_YOU_TONES = [
  { value: 'warm', label: 'Warm' },
  { value: 'brief', label: 'Brief' },
  { value: 'formal', label: 'Formal' },
] as const;
export type ThankYouTone = (typeof THANK_YOU_TONES)[number]['value'];

const RECEIVED_PAGE_SIZE = 30;

export const loadReceived = (api: Transport, userId: string, offset: number) =>
  api.get<ReceivedPage>(`users/${userId}/received-gifts`, { query: { limit: RECEIVED_PAGE_SIZE, offset } });

/** SWR key of a period's count and total (only those are shown, so one row is enough). */
export const receivedPeriodKey = (userId: string, from: string, to: string) =>
  `users/${userId}/received-gifts-by-period?datestart=${from}&dateend=${to}&limit=1`;

export const receivedCsvPath = (userId: string) => `users/${userId}/all-received-gifts?format=csv`;

export const draftThankYou = (api: Transport, giftId: number, tone: ThankYouTone) =>
  api.post<{ gift_id: number; tone: ThankYouTone; message: string; source: 'template' | 'ai' }>('projects/ai/thank-you', {
    gift_id: giftId,
    tone,
  });

export const sendThanks = (api: Transport, projectId: number, encouragementId: number, message: string) =>
  api.post<{ id: number; has_response_from_recipient: boolean }>(`projects/${projectId}/encouragements/${encouragementId}/thank`, {
    message,
  });
