import { useEffect } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { decideEntryRoute } from '@storyfund/shared/routing';
import type { EntryDecision } from '@storyfund/shared/routing';
import { Loading } from '@/components/feedback/states';
import { useAppConfig } from '@/hooks/use-app-config';
import { useServices } from '@/hooks/use-services';
import { useSession } from '@/hooks/use-session';
import { acceptInvitation } from '@/lib/invitations';
import { ExternalRedirect } from './external-redirect';
import { LandingRoute } from '@/features/home/routes/landing';

function AcceptThenGo({ authToken, ownId }: { authToken: string; ownId: number }) {
  const { api } = useServices();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const invitationId = params.get('invitation_id');
  useEffect(() => {
    let active = true;
    void acceptInvitation(api, { authToken, queryInvitationId: invitationId, ownId }).then((to) => {
      if (active) navigate(to, { replace: true });
    });
    return () => {
      active = false;
    };
  }, [api, authToken, invitationId, ownId, navigate]);
  return <Loading label="Accepting your invitation…" />;
}

function Decision({ decision, ownId }: { decision: EntryDecision; ownId: number | undefined }) {
  if (decision.kind === 'external') return <ExternalRedirect url={decision.url} />;
  if (decision.kind === 'navigate') return <Navigate to={decision.to} replace />;
  if (ownId === undefined) return <Navigate to={decision.then} replace />;
  return <AcceptThenGo authToken={decision.authToken} ownId={ownId} />;
}

/**
 * The entry route '/' (spec §2): logged out, the marketing site when configured, else this
 * site's own landing page; logged in, per `decideEntryRoute`.
 */
export function EntryRoute() {
  const session = useSession();
  const { isLoading, marketingUrl } = useAppConfig();
  const [params] = useSearchParams();

  if (isLoading) return <Loading />;
  if (!session.isAuthenticated) return marketingUrl ? <ExternalRedirect url={marketingUrl} /> : <LandingRoute />;
  if (session.user === null && session.userStatus !== 'error') return <Loading />;
  const decision = decideEntryRoute({ isAuthenticated: true, user: session.user, query: params });
  return <Decision decision={decision} ownId={session.user?.id} />;
}
