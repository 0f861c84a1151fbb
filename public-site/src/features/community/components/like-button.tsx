import { useState } from 'react';
import { errorText } from '@/lib/errors';
import { formatCount } from '@storyfund/shared/numbers';

export interface LikeButtonProps {
  /** What is liked, for assistive technology ('the post', 'Fay Fan's comment'). */
  what: string;
  liked: boolean;
  count: number;
  /** Likes (true) or unlikes (false); answers the server's count. */
  onToggle: (liked: boolean) => Promise<number>;
  disabled?: boolean;
}

/** A like toggle (aria-pressed) showing the count the server answered; a failure shows beside it. */
export function LikeButton({ what, liked, count, onToggle, disabled }: LikeButtonProps) {
  const [state, setState] = useState({ liked, count });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  async function toggle() {
    setBusy(true);
    setError(undefined);
    try {
      const next = !state.liked;
      setState({ liked: next, count: await onToggle(next) });
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }
  return (
    <span className="like">
      <button
        type="button"
        className="button button--small button--secondary"
        aria-pressed={state.liked}
        onClick={() => void toggle()}
        disabled={busy || disabled}
      >
        {state.liked ? 'Liked' : 'Like'} · {formatCount(state.count)}
        <span className="visually-hidden">, {what}</span>
      </button>
      {error ? (
        <span className="field__error" role="alert">
          {error}
        </span>
      ) : null}
    </span>
  );
}
