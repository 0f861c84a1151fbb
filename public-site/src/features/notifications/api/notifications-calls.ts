/** The notifications calls (docs/api-notifications.md). SWR keys are [path, viewer id]: the answers are the viewer's own. */
import { NOTIFICATIONS_PAGE_SIZE } from '@storyfund/shared/constants';
import type { MarkAllRead, UnreadCount } from '@storyfund/shared/contract';
import type { Transport } from '@storyfund/shared/transport';

export const UNREAD_COUNT_PATH = '/notifications/unread-count';

export function notificationsPath(beforeId?: number): string {
  const query = new URLSearchParams({ limit: String(NOTIFICATIONS_PAGE_SIZE) });
  if (beforeId !== undefined) query.set('before_id', String(beforeId));
  return `/notifications?${query.toString()}`;
}

export const markRead = (api: Transport, id: number) => api.post<UnreadCount>(`/notifications/${id}/read`);

export const markAllRead = (api: Transport) => api.post<MarkAllRead>('/notifications/mark-all-as-read');
