import { useEffect } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import type { PublicUser } from '@storyfund/shared/contract';
import { isNumericId } from '@storyfund/shared/routing';
import { Loading } from '@/components/feedback/states';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { useServices } from '@/hooks/use-services';
import { useSession } from '@/hooks/use-session';
import { acceptInvitation } from '@/lib/invitations';
import { displayName } from '@/lib/user-display';

/** Logged in: accept at once, then /profile/{id}?invitation_status=success|error (spec §2). */
function AcceptNow({ routeId, authToken, ownId }: { routeId: string; authToken: string; ownId: number }) {
  const { api } = useServices();
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    void acceptInvitation(api, { authToken, routeId, ownId }).then((to) => {
      if (active) navigate(to, { replace: true });
    });
    return () => {
      active = false;
    };
  }, [api, authToken, routeId, ownId, navigate]);
  return <Loading label="Accepting your invitation…" />;
}

/**
 * /accept_invitation/:id?auth_token=… (the emailed link). Logged in, the invitation is accepted at once;
 * logged out, the invitee logs in or signs up and the auth_token travels with them (use-complete-auth
 * accepts it after the session starts).
 */
export function AcceptInvitationRoute() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const session = useSession();
  const authToken = params.get('auth_token') ?? '';
  const partner = useSWR<PublicUser>(isNumericId(id) ? `/users/${id}` : null);

  if (session.isAuthenticated) {
    if (!session.user) return <Loading />;
    if (authToken !== '') return <AcceptNow routeId={id} authToken={authToken} ownId={session.user.id} />;
  }
  const name = partner.data ? displayName(partner.data) : 'a partner';
  const carry = new URLSearchParams({ auth_token: authToken, invitation_id: id }).toString();
  return (
    <Page title="Join the team" width="narrow">
      {authToken === '' ? (
        <p role="alert">This invitation link is incomplete. Open the link from your email again, or ask for a new invitation.</p>
      ) : (
        <>
          <p>
            You are invited to join the team of <strong>{name}</strong> on Storyfund. Log in or create an account to accept; the invitation
            is then added to your account.
          </p>
          <p className="accept-invitation__actions">
            <Link className="button button--primary" to={`${paths.signup}?${carry}`}>
              Create an account
            </Link>{' '}
            <Link className="button button--secondary" to={`${paths.login}?${carry}`}>
              Log in
            </Link>
          </p>
        </>
      )}
    </Page>
  );
}
