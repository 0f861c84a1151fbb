import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { SessionUser } from '@storyfund/shared/contract';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { getFlag, removeFlag } from '@/lib/local-flags';

/** The 'just signed up' notice (spec §4): it depends on whether the email is confirmed yet. */
export function SignupNotice({ user }: { user: SessionUser }) {
  const [visible, setVisible] = useState(() => getFlag('userJustSignupWithEmail') === '1');
  if (!visible) return null;
  const dismiss = () => {
    removeFlag('userJustSignupWithEmail');
    setVisible(false);
  };
  return (
    <div className="alert alert--success notice" role="status">
      <p>
        <strong>Welcome to Storyfund, {user.first_name}!</strong>{' '}
        {user.email_confirmation_at ? 'Your email address is confirmed.' : `We sent a link to ${user.email} to confirm your email address.`}
      </p>
      {user.email_confirmation_at ? null : (
        <p>
          No email? You can send a new link from your <Link to={paths.personal}>settings</Link>.
        </p>
      )}
      <Button variant="link" onClick={dismiss}>
        Dismiss
      </Button>
    </div>
  );
}
