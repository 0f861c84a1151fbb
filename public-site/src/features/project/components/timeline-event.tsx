import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatUtcDateTime } from '@storyfund/shared/dates';
import type { TimelineEvent as TimelineEventData } from '@storyfund/shared/contract';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';
import { EventMedia } from './event-media';
import { LikeButton } from './like-button';
import { MessageText } from './message-text';
import { Replies } from './replies';

const KIND_LABEL: Record<TimelineEventData['type'], string> = {
  update: 'Update',
  comment: 'Comment',
  encouragement: 'Encouragement',
};

function kindLabel(event: TimelineEventData): string {
  return event.type === 'update' && event.final ? 'Final update' : KIND_LABEL[event.type];
}

/** Threads nest this deep on screen; the deepest replies show without a reply button. */
const MAX_DEPTH = 3;

export interface TimelineEventProps {
  event: TimelineEventData;
  depth?: number;
}

/** One update, comment or encouragement: author, message with mentions, media, likes and its replies. */
export function TimelineEvent({ event, depth = 0 }: TimelineEventProps) {
  const [repliesOpen, setRepliesOpen] = useState(false);
  const [replyCount, setReplyCount] = useState(event.childs_count);
  const author = event.author?.name ?? (event.type === 'encouragement' ? 'Anonymous' : 'Storyfund member');
  const label = `${kindLabel(event)} by ${author}`;
  return (
    <article className={`event event--${event.type}${event.final ? ' event--final' : ''}`} aria-label={label}>
      <header className="event__head">
        <Avatar name={author} photoUrl={event.author?.photo_url} />
        <div>
          <h3 className="event__title">
            {event.author ? <Link to={paths.profile(event.author.id)}>{author}</Link> : author}
            <span className="event__kind"> · {kindLabel(event)}</span>
          </h3>
          <p className="event__date muted">
            <time dateTime={event.created_at}>{formatUtcDateTime(event.created_at)} UTC</time>
          </p>
        </div>
      </header>
      {event.message ? (
        <MessageText message={event.message} mentioned={event.mentioned_users} />
      ) : event.type === 'encouragement' ? (
        <p className="event__message muted">A private message of encouragement.</p>
      ) : null}
      <EventMedia photos={event.photo_urls} videos={event.video_urls} label={label} />
      <footer className="event__actions">
        <LikeButton event={event} />
        {depth < MAX_DEPTH ? (
          <button type="button" className="button button--link" aria-expanded={repliesOpen} onClick={() => setRepliesOpen(!repliesOpen)}>
            {replyCount > 0 ? `${replyCount} ${replyCount === 1 ? 'reply' : 'replies'}` : 'Reply'}
          </button>
        ) : null}
      </footer>
      {repliesOpen ? (
        <Replies
          parent={event}
          onPosted={() => setReplyCount((n) => n + 1)}
          renderReply={(reply) => <TimelineEvent event={reply} depth={depth + 1} />}
        />
      ) : null}
    </article>
  );
}
