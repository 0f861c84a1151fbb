import { formatUtcDateTime } from '@storyfund/shared/dates';
import type { MailboxMessage } from '@storyfund/shared/contract';
import { LinkifiedText } from './linkified-text';

export function MessageList({ messages }: { messages: MailboxMessage[] }) {
  return (
    <ol className="mail-list">
      {messages.map((message) => (
        <li key={message.id}>
          <article className="mail" aria-labelledby={`mail-${message.id}`}>
            <header className="mail__header">
              <h2 className="mail__subject" id={`mail-${message.id}`}>
                {message.subject}
              </h2>
              <p className="muted">
                To {message.to_address} · {formatUtcDateTime(message.created_at)} UTC
              </p>
            </header>
            {Object.keys(message.headers).length > 0 ? (
              <dl className="mail__headers" aria-label="Headers">
                {Object.entries(message.headers).map(([name, value]) => (
                  <div key={name}>
                    <dt>{name}:</dt> <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            <LinkifiedText text={message.text_body} />
          </article>
        </li>
      ))}
    </ol>
  );
}
