import { NavLink } from 'react-router-dom';
import useSWR from 'swr';
import { NOTIFICATION_POLL_MS } from '@storyfund/shared/constants';
import type { UnreadCount } from '@storyfund/shared/contract';
import { UNREAD_COUNT_PATH } from '../api/notifications-calls';
import '../notifications.css';

/**
 * The header's bell: the unread count, polled without a reload. The API answers the poll with an ETag, so the
 * browser revalidates (If-None-Match) and a 304 costs no body while the count is unchanged.
 */
export function NotificationBell({ viewerId }: { viewerId: string }) {
  const { data } = useSWR<UnreadCount>([UNREAD_COUNT_PATH, viewerId], { refreshInterval: NOTIFICATION_POLL_MS, revalidateOnFocus: true });
  const count = data?.unread_count ?? 0;
  const label = count === 0 ? 'Notifications' : `Notifications, ${count} unread`;
  return (
    <NavLink
      className={({ isActive }) => (isActive ? 'nav__link nav__link--active bell' : 'nav__link bell')}
      to="/notifications"
      aria-label={label}
    >
      <span aria-hidden="true">🔔</span>
      {count > 0 ? (
        <span className="bell__count" data-testid="bell-count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </NavLink>
  );
}
