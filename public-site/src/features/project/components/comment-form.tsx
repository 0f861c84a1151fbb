import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { MESSAGE_LIMITS, validateMessage, validateRequired } from '@storyfund/shared/validation';
import type { TimelineEvent } from '@storyfund/shared/contract';
import { Button } from '@/components/ui/button';
import { useApi } from '@/hooks/use-services';
import { errorText, firstFieldErrors } from '@/lib/errors';
import { postComment } from '../api/project-calls';

export interface CommentFormProps {
  projectId: number;
  /** A reply to this event; a top-level comment when absent. */
  parentId?: number;
  label: string;
  onPosted: (comment: TimelineEvent) => void;
}

/** Write a comment or a reply. Mentions are written as @[Name](user:id). */
export function CommentForm({ projectId, parentId, label, onPosted }: CommentFormProps) {
  const api = useApi();
  const id = useId();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing = validateRequired(message, parentId === undefined ? 'Comment' : 'Reply') ?? validateMessage(message, 'comment');
    if (missing) {
      setError(missing);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const posted = await postComment(api, projectId, message.trim(), parentId);
      setMessage('');
      onPosted(posted);
    } catch (err) {
      const fields = firstFieldErrors(err);
      setError(fields['message'] ?? fields['parent_id'] ?? errorText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="comment-form" onSubmit={(event) => void submit(event)} aria-label={label}>
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="field__control"
        rows={parentId === undefined ? 3 : 2}
        value={message}
        maxLength={MESSAGE_LIMITS.comment}
        onChange={(event) => setMessage(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        placeholder={parentId === undefined ? 'Say something encouraging…' : 'Write a reply…'}
      />
      {error ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
      <Button
        type="submit"
        variant={parentId === undefined ? 'primary' : 'secondary'}
        busy={busy}
        busyLabel="Posting…"
        className="button--small"
      >
        {parentId === undefined ? 'Post comment' : 'Post reply'}
      </Button>
    </form>
  );
}
