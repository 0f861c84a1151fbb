import { useState } from 'react';
import type { TimelineEvent } from '@storyfund/shared/contract';
import { LoginLink } from '@/components/ui/login-link';
import { useApi } from '@/hooks/use-services';
import { useSession } from '@/hooks/use-session';
import { errorText } from '@/lib/errors';
import { setLike } from '../api/project-calls';
import { formatCount } from '@storyfund/shared/numbers';

function likesText(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'like' : 'likes'}`;
}

/**
 * Like or unlike: the count moves by one at once and then shows what the server answers
 * (it changes by exactly one per person); a failure puts it back.
 */
export function LikeButton({ event }: { event: TimelineEvent }) {
  const api = useApi();
  const { isAuthenticated, userId } = useSession();
  const [state, setState] = useState({ count: event.likes_count, liked: event.liked_by_me });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function toggle() {
    if (busy) return;
    const before = state;
    const liked = !before.liked;
    setBusy(true);
    setError(undefined);
    setState({ liked, count: Math.max(0, before.count + (liked ? 1 : -1)) });
    try {
      const answer = await setLike(api, event.project_id, event.id, liked, userId);
      setState({ liked: answer.liked_by_me, count: answer.likes_count });
    } catch (err) {
      setState(before);
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <span className="like">
      {isAuthenticated ? (
        <button
          type="button"
          className="like__button"
          aria-pressed={state.liked}
          aria-busy={busy || undefined}
          onClick={() => void toggle()}
        >
          <span aria-hidden="true">{state.liked ? '♥' : '♡'}</span> {state.liked ? 'Liked' : 'Like'}
        </button>
      ) : (
        <LoginLink className="like__button">Log in to like</LoginLink>
      )}
      <span className="like__count">{likesText(state.count)}</span>
      {error ? (
        <span className="field__error" role="alert">
          {error}
        </span>
      ) : null}
    </span>
  );
}
