import { Link } from 'react-router-dom';
import type { Notification } from '@storyfund/shared/contract';
import { formatUtcDateTime } from '@storyfund/shared/dates';
import { Button } from '@/components/ui/button';

export interface NotificationItemProps {
  notification: Notification;
  onMarkRead: (id: number) => void;
  busy: boolean;
}

export function NotificationItem({ notification, onMarkRead, busy }: NotificationItemProps) {
  const unread = !notification.is_read;
  return (
    <li className={unread ? 'notification notification--unread' : 'notification'}>
      <div className="notification__body">
        <Link to={notification.link} onClick={() => (unread ? onMarkRead(notification.id) : undefined)}>
          {notification.text}
        </Link>
        <p className="notification__meta muted">
          {unread ? <span className="notification__badge">Unread · </span> : null}
          <time dateTime={notification.created_at}>{formatUtcDateTime(notification.created_at)} UTC</time>
        </p>
      </div>
      {unread ? (
        <Button variant="secondary" className="button--small" busy={busy} onClick={() => onMarkRead(notification.id)}>
          Mark read<span className="visually-hidden">: {notification.text}</span>
        </Button>
      ) : null}
    </li>
  );
}
