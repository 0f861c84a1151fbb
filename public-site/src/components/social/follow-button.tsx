import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/errors';

export interface FollowButtonProps {
  /** Who or what is followed, for the accessible name ('Follow Water For All'). */
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
        aria-label={following ? `Unfollow ${name}` : `Follow ${name}`}
        busy={busy}
        busyLabel={following ? 'Unfollowing…' : 'Following…'}
        onClick={() => void toggle()}
      >
        {following ? 'Following' : 'Follow'}
      </Button>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
