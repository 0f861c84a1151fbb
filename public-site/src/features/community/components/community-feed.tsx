import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { FeedItem, FeedPage, PinnedPost } from '@storyfund/shared/contract';
import { formatCents } from '@storyfund/shared/money';
import { formatUtcDate } from '@storyfund/shared/dates';
import { Link } from 'react-router-dom';
import { EmptyState, ErrorState, Loading } from '@/components/feedback/states';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/errors';
import { feedKey, pinnedKey } from '../api/community-calls';
import { PostCard } from './post-card';
import { PostForm } from './post-form';
import '../community.css';

export interface CommunityFeedProps {
  profileId: string;
  viewerId: string | null;
  /** The partner or a collaborator with a content role (may post, pin, delete). */
  canWrite: boolean;
  /** A logged-in full account (may comment and like). */
  canTakePart: boolean;
  /** Called after a post, a pin or a delete (the page refreshes what depends on the posts, like the checklist). */
  onChanged?: () => void;
}

/** One line for what is not a community post: an update, a new or funded project, a gift (an anonymous donor stays anonymous). */
function EventLine({ item }: { item: FeedItem }) {
  const project = item.project ? <Link to={paths.project(item.project.id)}>{item.project.title}</Link> : null;
  const text = {
    update: (
      <>
        Update on {project}: {item.message ?? ''}
      </>
    ),
    new_project: <>New project: {project}</>,
    funded: <>{project} is fully funded</>,
    gift: (
      <>
        {item.donor ? item.donor.name : 'An anonymous donor'} gave {formatCents(item.amount_cents ?? 0, { dropZeroCents: true })} to{' '}
        {project}
      </>
    ),
    community_post: null,
  }[item.type];
  return (
    <article className="feed-event">
      <p>{text}</p>
      <p className="muted">{formatUtcDate(item.at)}</p>
    </article>
  );
}

function FeedPageItems(
  props: CommunityFeedProps & {
    before: string | null;
    pinnedId: number | null;
    isLast: boolean;
    onMore: (cursor: string) => void;
    onChanged: () => void;
  },
) {
  const { data, error, isLoading, mutate } = useSWR<FeedPage>(feedKey(props.profileId, props.before, props.viewerId));
  if (isLoading)
    return (
      <li>
        <Loading label="Loading the feed…" />
      </li>
    );
  if (error || !data)
    return (
      <li>
        <ErrorState title="The feed could not be loaded" message={errorText(error)} onRetry={() => void mutate()} />
      </li>
    );
  if (props.before === null && data.data.length === 0) {
    return (
      <li>
        <EmptyState title="Nothing here yet">{props.canWrite ? <p>Write your first post above.</p> : null}</EmptyState>
      </li>
    );
  }
  return (
    <>
      {data.data
        .filter((item) => !(item.type === 'community_post' && item.id === props.pinnedId))
        .map((item) => (
          <li key={`${item.type}-${item.id}`}>
            {item.post ? (
              <PostCard
                post={item.post}
                profileId={props.profileId}
                viewerId={props.viewerId}
                canWrite={props.canWrite}
                canTakePart={props.canTakePart}
                onChanged={props.onChanged}
              />
            ) : (
              <EventLine item={item} />
            )}
          </li>
        ))}
      {props.isLast && data.next_cursor ? (
        <li>
          <button type="button" className="button button--secondary" onClick={() => props.onMore(data.next_cursor!)}>
            Show more
          </button>
        </li>
      ) : null}
    </>
  );
}

/** The profile feed: the pinned post first, the post form for the partner's side, then the feed, a page at a time. */
export function CommunityFeed(props: CommunityFeedProps) {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const pinned = useSWR<PinnedPost>(pinnedKey(props.profileId, props.viewerId));
  const { mutate } = useSWRConfig();
  // After a post, a pin or a delete: back to the first page, and every page and the pin read again.
  const refresh = () => {
    setCursors([null]);
    void mutate((key) => Array.isArray(key) && String(key[0]).startsWith(`/users/${props.profileId}/feed/v2`));
    props.onChanged?.();
  };
  const pinnedPost = pinned.data?.post ?? null;
  return (
    <section className="community-feed" aria-labelledby="community-feed-title">
      <h2 id="community-feed-title">Community news</h2>
      {props.canWrite ? <PostForm profileId={props.profileId} onPosted={refresh} /> : null}
      {pinnedPost ? (
        <PostCard
          post={pinnedPost}
          profileId={props.profileId}
          viewerId={props.viewerId}
          canWrite={props.canWrite}
          canTakePart={props.canTakePart}
          onChanged={refresh}
        />
      ) : null}
      <ul className="community-feed__list" aria-label="Feed">
        {cursors.map((before, i) => (
          <FeedPageItems
            key={before ?? 'first'}
            {...props}
            before={before}
            pinnedId={pinnedPost?.id ?? null}
            isLast={i === cursors.length - 1}
            onMore={(cursor) => setCursors([...cursors, cursor])}
            onChanged={refresh}
          />
        ))}
      </ul>
    </section>
  );
}
