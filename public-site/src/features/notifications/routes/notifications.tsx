import { useState } from 'react';
import { useSWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { NotificationList } from '@storyfund/shared/contract';
import { EmptyState, ErrorState, Loading } from '@/components/feedback/states';
import { Page } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { useApi } from '@/hooks/use-services';
import { useSession } from '@/hooks/use-session';
import { errorText } from '@/lib/errors';
import { markAllRead, markRead, notificationsPath, UNREAD_COUNT_PATH } from '../api/notifications-calls';
import { NotificationItem } from '../components/notification-item';
import '../notifications.css';

/** /notifications (login required): the viewer's notifications, newest first; mark one or all read. */
export function NotificationsRoute() {
  const api = useApi();
  const session = useSession();
  const viewerId = session.userId ?? '';
  const { mutate: mutateGlobal } = useSWRConfig();
  const { data, error, isLoading, size, setSize, mutate } = useSWRInfinite<NotificationList>((index, previous: NotificationList | null) => {
    if (!viewerId) return null;
    if (index === 0) return [notificationsPath(), viewerId];
    return previous?.next_before_id ? [notificationsPath(previous.next_before_id), viewerId] : null;
  });
  const [busy, setBusy] = useState<number | 'all' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function run(which: number | 'all', action: () => Promise<unknown>) {
    setBusy(which);
    setProblem(null);
    try {
      await action();
      await Promise.all([mutate(), mutateGlobal([UNREAD_COUNT_PATH, viewerId])]);
    } catch (err) {
      setProblem(errorText(err));
    } finally {
      setBusy(null);
    }
  }

  const items = data?.flatMap((page) => page.data) ?? [];
  const last = data?.[data.length - 1];
  const anyUnread = items.some((n) => !n.is_read);

  let content;
  if (isLoading) content = <Loading label="Loading your notifications…" />;
  else if (error || !data) content = <ErrorState message={errorText(error)} onRetry={() => void mutate()} />;
  else if (items.length === 0)
    content = <EmptyState title="No notifications yet">Follow people and projects, and give: what happens shows up here.</EmptyState>;
  else
    content = (
      <ul className="notifications" aria-label="Notifications">
        {items.map((n) => (
          <NotificationItem key={n.id} notification={n} busy={busy === n.id} onMarkRead={(id) => void run(id, () => markRead(api, id))} />
        ))}
      </ul>
    );

  return (
    <Page
      title="Notifications"
      intro={<p>New followers, gifts, comments, likes, updates and milestones of the projects you follow or gave to.</p>}
    >
      <div className="notifications__actions">
        <Button variant="secondary" disabled={!anyUnread} busy={busy === 'all'} onClick={() => void run('all', () => markAllRead(api))}>
          Mark all as read
        </Button>
      </div>
      {problem ? (
        <p className="alert alert--error" role="alert">
          {problem}
        </p>
      ) : null}
      <div aria-live="polite">{content}</div>
      {last?.next_before_id ? (
        <Button variant="secondary" onClick={() => void setSize(size + 1)}>
          Show older notifications
        </Button>
      ) : null}
    </Page>
  );
}
