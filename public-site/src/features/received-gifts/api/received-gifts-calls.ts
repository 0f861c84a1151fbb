/**
 * Gifts an account received, their totals by period, the CSV export, thank-you drafts and thanks
 * (docs/api-giving.md, docs/api-timeline.md). Cents on the wire.
 */
import type { ThankYouTone } from '@storyfund/shared/constants';
import type { ReceivedGiftList, ThankYouDraft, TimelineEvent } from '@storyfund/shared/contract';
import type { Transport } from '@storyfund/shared/transport';

/** The tones a draft can take, as the form offers them. */
export const TONE_OPTIONS: readonly { value: ThankYouTone; label: string }[] = [
  { value: 'warm', label: 'Warm' },
  { value: 'brief', label: 'Brief' },
  { value: 'formal', label: 'Formal' },
];

const RECEIVED_PAGE_SIZE = 30;

export const loadReceived = (api: Transport, userId: string, offset: number) =>
  api.get<ReceivedGiftList>(`users/${userId}/received-gifts`, { query: { limit: RECEIVED_PAGE_SIZE, offset } });

/** SWR key of a period's count and total (only those are shown, so one row is enough). */
export const receivedPeriodKey = (userId: string, from: string, to: string) =>
  `users/${userId}/received-gifts-by-period?datestart=${from}&dateend=${to}&limit=1`;

export const receivedCsvPath = (userId: string) => `users/${userId}/all-received-gifts?format=csv`;

export const draftThankYou = (api: Transport, giftId: number, tone: ThankYouTone) =>
  api.post<ThankYouDraft>('projects/ai/thank-you', { gift_id: giftId, tone });

export const sendThanks = (api: Transport, projectId: number, encouragementId: number, message: string) =>
  api.post<TimelineEvent>(`projects/${projectId}/encouragements/${encouragementId}/thank`, { message });
