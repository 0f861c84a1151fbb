import { useState } from 'react';
import useSWR from 'swr';
import { COLLABORATOR_ROLE_LABELS, PAGE_SIZES } from '@storyfund/shared/constants';
import { formatUtcDate } from '@storyfund/shared/dates';
import { EmptyState, ErrorState, Loading } from '@/components/feedback/states';
import { FormAlert, FormStatus } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { useApi } from '@/hooks/use-services';
import { errorText } from '@/lib/errors';
import { deleteInvitation, invitationsKey, resendInvitation, type CollaboratorInvitationList } from '../api/team-calls';

/** Invitations not accepted yet, 10 a page: resend one (a fresh 7-day link) or withdraw it. */
export function PendingInvitations({
  partnerId,
  offset,
  onOffset,
}: {
  partnerId: number;
  offset: number;
  onOffset: (offset: number) => void;
}) {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR<CollaboratorInvitationList>(invitationsKey(partnerId, offset));
  const [busy, setBusy] = useState<number>();
  const [done, setDone] = useState<string>();
  const [alert, setAlert] = useState<string>();

  if (isLoading) return <Loading label="Loading the invitations…" />;
  if (error || !data) return <ErrorState message={errorText(error)} onRetry={() => void mutate()} />;

  async function run(id: number, action: () => Promise<unknown>, message: string) {
    setBusy(id);
    setAlert(undefined);
    setDone(undefined);
    try {
      await action();
      setDone(message);
      await mutate();
    } catch (err) {
      setAlert(errorText(err));
    } finally {
      setBusy(undefined);
    }
  }

  const size = PAGE_SIZES.invitations;
  return (
    <>
      <FormAlert message={alert} />
      <FormStatus message={done} />
      {data.total === 0 ? (
        <EmptyState title="No pending invitations">
          <p>Invitations you send wait here until they are accepted.</p>
        </EmptyState>
      ) : (
        <ul className="row-list">
          {data.data.map((invitation) => (
            <li key={invitation.id} className="row-list__item">
              <div className="row-list__who">
                <strong>{invitation.collaborator_email}</strong>
                <span className="team__role">{COLLABORATOR_ROLE_LABELS[invitation.role]}</span>
                <span className="team__email">
                  {invitation.expired ? 'Link expired' : `Link works until ${formatUtcDate(invitation.expires_at)}`}
                </span>
              </div>
              <div className="team__actions">
                <Button
                  variant="secondary"
                  busy={busy === invitation.id}
                  busyLabel="Working…"
                  aria-label={`Resend the invitation to ${invitation.collaborator_email}`}
                  onClick={() =>
                    void run(
                      invitation.id,
                      () => resendInvitation(api, partnerId, invitation.id),
                      `We sent a fresh link to ${invitation.collaborator_email}.`,
                    )
                  }
                >
                  Resend
                </Button>
                <Button
                  variant="link"
                  disabled={busy === invitation.id}
                  aria-label={`Delete the invitation to ${invitation.collaborator_email}`}
                  onClick={() =>
                    void run(
                      invitation.id,
                      () => deleteInvitation(api, partnerId, invitation.id),
                      `The invitation to ${invitation.collaborator_email} was deleted.`,
                    )
                  }
                >
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {data.total > size ? (
        <nav className="team__pager" aria-label="Invitation pages">
          <Button variant="secondary" disabled={offset === 0} onClick={() => onOffset(Math.max(0, offset - size))}>
            Previous
          </Button>
          <span>
            {offset + 1}–{Math.min(offset + size, data.total)} of {data.total}
          </span>
          <Button variant="secondary" disabled={offset + size >= data.total} onClick={() => onOffset(offset + size)}>
            Next
          </Button>
        </nav>
      ) : null}
    </>
  );
}
