import { useState } from 'react';
import { formatUtcDateTime } from '@storyfund/shared/dates';
import type { SessionUser } from '@storyfund/shared/contract';
import { FormAlert, FormStatus } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { useApi } from '@/hooks/use-services';
import { errorText } from '@/lib/errors';
import { resendConfirmation } from '../api/account-calls';

/** The address, whether it is confirmed, and a way to get a new confirmation link. */
export function EmailStatus({ user }: { user: SessionUser }) {
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();

  async function resend() {
    setBusy(true);
    setError(undefined);
    setSent(undefined);
    try {
      setSent((await resendConfirmation(api)).message);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  const confirmedAt = user.email_confirmation_at;
  return (
    <div className="email-status">
      <p>
        <span className="muted">Email: </span>
        <strong>{user.email}</strong>
      </p>
      {confirmedAt ? (
        <p className="badge badge--ok">Confirmed on {formatUtcDateTime(confirmedAt)} UTC</p>
      ) : (
        <>
          <p className="badge badge--warn">Not confirmed yet</p>
          <p className="muted">We sent a confirmation link when you signed up. Open it to confirm this address.</p>
          <FormAlert message={error} />
          <FormStatus message={sent} />
          <Button variant="secondary" busy={busy} busyLabel="Sending…" onClick={() => void resend()}>
            Send a new confirmation link
          </Button>
        </>
      )}
    </div>
  );
}
