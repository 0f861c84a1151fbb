import { useState } from 'react';
import type { FormEvent } from 'react';
import useSWR from 'swr';
import type { CommunityPostThread } from '@storyfund/shared/contract';
import { validateMessage } from '@storyfund/shared/validation';
import { ErrorState, Loading } from '@/components/feedback/states';
import { TextAreaField } from '@/components/form/text-area-field';
import { Button } from '@/components/ui/button';
import { useApi } from '@/hooks/use-services';
import { errorText, firstFieldErrors } from '@/lib/errors';
import { addComment, setCommentLike, threadKey } from '../api/community-calls';
import { LikeButton } from './like-button';

export interface PostCommentsProps {
  profileId: string;
  postId: number;
  viewerId: string | null;
  /** A member may comment and like; a visitor reads. */
  canTakePart: boolean;
  onCommented: () => void;
}

/** A post's comments, oldest first, with a like each, and the comment form for members. */
export function PostComments({ profileId, postId, viewerId, canTakePart, onCommented }: PostCommentsProps) {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR<CommunityPostThread>(threadKey(profileId, postId, viewerId));
  const [message, setMessage] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateMessage(message, 'comment', { required: true });
    if (problem) return setFieldError(problem);
    setBusy(true);
    setFieldError(undefined);
    try {
      await addComment(api, profileId, postId, message.trim());
      setMessage('');
      await mutate();
      onCommented();
    } catch (err) {
      setFieldError(firstFieldErrors(err).message ?? errorText(err));
    } finally {
      setBusy(false);
    }
  }

  if (isLoading) return <Loading label="Loading comments…" />;
  if (error || !data) return <ErrorState message={errorText(error)} onRetry={() => void mutate()} />;
  return (
    <div className="post-comments">
      {data.comments.length === 0 ? <p className="muted">No comments yet.</p> : null}
      <ul className="post-comments__list" aria-label="Comments">
        {data.comments.map((comment) => (
          <li key={comment.id} className="post-comment">
            <p className="post-comment__author">{comment.author?.name ?? 'Someone'}</p>
            <p className="post-comment__message">{comment.message}</p>
            <LikeButton
              what={`${comment.author?.name ?? 'this'} comment`}
              liked={comment.liked_by_me}
              count={comment.likes_count}
              disabled={!canTakePart}
              onToggle={async (liked) => (await setCommentLike(api, profileId, postId, comment.id, liked)).likes_count}
            />
          </li>
        ))}
      </ul>
      {canTakePart ? (
        <form className="form" onSubmit={(e) => void submit(e)} noValidate aria-label="Write a comment">
          <TextAreaField
            label="Your comment"
            name="message"
            rows={2}
            value={message}
            error={fieldError}
            onChange={(e) => setMessage(e.target.value)}
          />
          <Button type="submit" busy={busy} busyLabel="Sending…">
            Comment
          </Button>
        </form>
      ) : null}
    </div>
  );
}
