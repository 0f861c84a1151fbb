import { useState } from 'react';
import type { CommunityPost } from '@storyfund/shared/contract';
import { formatUtcDate } from '@storyfund/shared/dates';
import { useApi } from '@/hooks/use-services';
import { errorText } from '@/lib/errors';
import { deletePost, pinPost, setPostLike } from '../api/community-calls';
import { LikeButton } from './like-button';
import { PostComments } from './post-comments';
import { formatCount } from '@storyfund/shared/numbers';

export interface PostCardProps {
  post: CommunityPost;
  profileId: string;
  viewerId: string | null;
  /** The partner or a collaborator with a content role: may pin and delete. */
  canWrite: boolean;
  /** A logged-in full account: may comment and like. */
  canTakePart: boolean;
  onChanged: () => void;
}

/** A community post: author, date, message, photos, likes, comments; pin and delete for the partner's side. */
export function PostCard({ post, profileId, viewerId, canWrite, canTakePart, onChanged }: PostCardProps) {
  const api = useApi();
  const [showComments, setShowComments] = useState(false);
  const [comments, setComments] = useState(post.comments_count);
  const [error, setError] = useState<string | undefined>();
  const titleId = `post-${post.id}`;

  async function act(action: () => Promise<unknown>) {
    setError(undefined);
    try {
      await action();
      onChanged();
    } catch (err) {
      setError(errorText(err));
    }
  }

  return (
    <article className={post.pinned ? 'post-card post-card--pinned' : 'post-card'} aria-labelledby={titleId}>
      <header className="post-card__header">
        <h3 className="post-card__author" id={titleId}>
          {post.author?.name ?? 'The team'}
        </h3>
        <p className="muted post-card__date">
          {post.pinned ? <span className="badge">Pinned</span> : null} {formatUtcDate(post.created_at)}
        </p>
      </header>
      {post.message ? <p className="post-card__message">{post.message}</p> : null}
      {post.photo_urls.length > 0 ? (
        <div className="post-card__photos">
          {post.photo_urls.map((url, i) => (
            <img key={url} src={url} alt={`Photo ${i + 1} of the post`} loading="lazy" />
          ))}
        </div>
      ) : null}
      <div className="post-card__actions">
        <LikeButton
          what="the post"
          liked={post.liked_by_me}
          count={post.likes_count}
          disabled={!canTakePart}
          onToggle={async (liked) => (await setPostLike(api, profileId, post.id, liked)).likes_count}
        />
        <button
          type="button"
          className="button button--small button--secondary"
          aria-expanded={showComments}
          onClick={() => setShowComments(!showComments)}
        >
          {comments === 1 ? '1 comment' : `${formatCount(comments)} comments`}
        </button>
        {canWrite && !post.pinned ? (
          <button
            type="button"
            className="button button--small button--secondary"
            onClick={() => void act(() => pinPost(api, profileId, post.id))}
          >
            Pin to top
          </button>
        ) : null}
        {canWrite ? (
          <button
            type="button"
            className="button button--small button--link"
            onClick={() => {
              if (window.confirm('Delete this post?')) void act(() => deletePost(api, profileId, post.id));
            }}
          >
            Delete post
          </button>
        ) : null}
      </div>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      {showComments ? (
        <PostComments
          profileId={profileId}
          postId={post.id}
          viewerId={viewerId}
          canTakePart={canTakePart}
          onCommented={() => setComments((n) => n + 1)}
        />
      ) : null}
    </article>
  );
}
