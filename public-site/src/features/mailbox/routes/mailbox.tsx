import { useState } from 'react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import type { MailboxPage } from '@storyfund/shared/contract';
import { EmptyState, ErrorState, Loading } from '@/components/feedback/states';
import { TextField } from '@/components/form/text-field';
import { Page } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { useAppConfig } from '@/hooks/use-app-config';
import { errorText, isStatus } from '@/lib/errors';
import { MAILBOX_PAGE_SIZE, mailboxKey } from '../api/mailbox-calls';
import { MessageList } from '../components/message-list';
import '../mailbox.css';

const OFF = 'The development mailbox is off: this server sends real email (SMTP) or runs in production.';

/** /dev/mailbox: the emails a development server would have sent, newest first, with working links. */
export function MailboxRoute() {
  const { config, isLoading: configLoading } = useAppConfig();
  const [params, setParams] = useSearchParams();
  const to = params.get('to') ?? '';
  const offset = Math.max(0, Number(params.get('offset') ?? 0) || 0);
  const [draft, setDraft] = useState(to);
  const enabled = config?.dev_mailbox === true;
  const { data, error, isLoading, mutate } = useSWR<MailboxPage>(enabled ? mailboxKey(to, offset) : null);

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setParams(draft.trim() ? { to: draft.trim() } : {});
  }
  const page = (next: number) => setParams({ ...(to ? { to } : {}), ...(next > 0 ? { offset: String(next) } : {}) });

  let content;
  if (configLoading || isLoading) content = <Loading label="Loading messages…" />;
  else if (!enabled || isStatus(error, 404)) content = <EmptyState title="No development mailbox">{OFF}</EmptyState>;
  else if (error || !data) content = <ErrorState message={errorText(error)} onRetry={() => void mutate()} />;
  else if (data.data.length === 0)
    content = <EmptyState title="No messages">{to ? `Nothing was sent to ${to}.` : 'Nothing has been sent yet.'}</EmptyState>;
  else content = <MessageList messages={data.data} />;

  return (
    <Page title="Development mailbox" intro={<p>Emails this development server has sent, newest first. Links open here.</p>}>
      <form className="form form--inline" onSubmit={search} role="search" aria-label="Filter messages">
        <TextField label="Recipient" name="to" type="email" value={draft} onChange={(e) => setDraft(e.target.value)} />
        <Button type="submit" variant="secondary">
          Filter
        </Button>
      </form>
      <div aria-live="polite">{content}</div>
      {data && data.total > MAILBOX_PAGE_SIZE ? (
        <nav className="pager" aria-label="Pages">
          <Button variant="secondary" disabled={offset === 0} onClick={() => page(Math.max(0, offset - MAILBOX_PAGE_SIZE))}>
            Newer
          </Button>
          <span className="muted">
            {offset + 1}–{Math.min(offset + MAILBOX_PAGE_SIZE, data.total)} of {data.total}
          </span>
          <Button variant="secondary" disabled={offset + MAILBOX_PAGE_SIZE >= data.total} onClick={() => page(offset + MAILBOX_PAGE_SIZE)}>
            Older
          </Button>
        </nav>
      ) : null}
    </Page>
  );
}
