import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/errors';

export interface FollowButtonProps {
  /**
   * Who or what is followed. The button is a toggle (aria-pressed) whose accessible name is its visible
   * word plus this name, hidden: 'Follow Water For All', then 'Following Water For All' (pressed), so what
   * a sighted user reads is what a speech user says (WCAG 2.5.3).
   */
  name: string;
  following: boolean;
  /** Follows (true) or unfollows (false); the caller shows what the server answers. */
  onToggle: (follow: boolean) => Promise<void>;
}

/** Follow or unfollow a person or a project; a failure is shown beside the button. */
export function FollowButton({ name, following, onToggle }: FollowButtonProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function toggle() {
    setBusy(true);
    setError(undefined);
    try {
      await onToggle(!following);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="follow">
      <Button
        variant={following ? 'secondary' : 'primary'}
        aria-pressed={following}
        busy={busy}
        busyLabel={following ? 'Unfollowing…' : 'Following…'}
        onClick={() => void toggle()}
      >
        {following ? 'Following' : 'Follow'} <span className="visually-hidden">{name}</span>
      </Button>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
