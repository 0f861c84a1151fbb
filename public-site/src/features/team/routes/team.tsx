import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import useSWR from 'swr';
import type { PublicUser } from '@storyfund/shared/contract';
import { isNumericId } from '@storyfund/shared/routing';
import { DASHBOARD_ROLES, canManageAccount, hasAnyRoleOn, isAccountAdmin, isPlatformAdmin } from '@storyfund/shared/roles';
import { ErrorState, Loading } from '@/components/feedback/states';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { useFeatures } from '@/hooks/use-features';
import { useSession } from '@/hooks/use-session';
import { setActingAs, useActingAs } from '@/lib/acting-as';
import { errorText } from '@/lib/errors';
import { displayName } from '@/lib/user-display';
import { useSWRConfig } from 'swr';
import { invitationsKey } from '../api/team-calls';
import { InviteForm } from '../components/invite-form';
import { PendingInvitations } from '../components/pending-invitations';
import { TeamMembers } from '../components/team-members';
import '../team.css';

/**
 * /team/:partnerId? (login required): a partner's team. Without an id, the account the viewer acts for.
 * The account itself, its admins and platform admins invite, change roles and remove; anyone on the team
 * sees it and may leave. The server decides each call; the screen only hides what would be refused.
 */
export function TeamRoute() {
  const { partnerId: param } = useParams();
  const session = useSession();
  const user = session.user;
  const actingFor = useActingAs(user);
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [offset, setOffset] = useState(0);
  const partnerId = isNumericId(param) ? Number(param) : actingFor;
  const partner = useSWR<PublicUser>(partnerId !== null ? `/users/${partnerId}` : null);
  const features = useFeatures(partnerId);

  if (!user || partnerId === null) return <Loading />;
  if (param !== undefined && !isNumericId(param)) return <Navigate to={paths.team(user.id)} replace />;
  const canManage = user.id === partnerId || isAccountAdmin(user, partnerId) || isPlatformAdmin(user);
  const onTeam = canManage || hasAnyRoleOn(user, partnerId);
  const name = partner.data ? displayName(partner.data) : undefined;

  if (partner.error) {
    return (
      <Page title="Team">
        <ErrorState message={errorText(partner.error)} onRetry={() => void partner.mutate()} />
      </Page>
    );
  }
  if (!partner.data) return <Loading label="Loading the team…" />;
  if (!partner.data.is_partner || !onTeam) {
    return (
      <Page title="Team">
        <p>{partner.data.is_partner ? `You are not on the team of ${name}.` : 'Only partner accounts have a team.'}</p>
      </Page>
    );
  }

  if (features?.team_management === false) {
    return (
      <Page title="Team">
        <p>Team management is not available for {name}. Storyfund can turn it on: write to us from the contact page.</p>
      </Page>
    );
  }

  return (
    <Page
      title={`Team of ${name}`}
      intro={
        <>
          <p>Admins manage the team, project managers run projects, content managers post.</p>
          {/* /dashboard shows the account one acts for: offered for that account, when the role reaches it. */}
          {partnerId === actingFor && (isPlatformAdmin(user) || canManageAccount(user, partnerId, DASHBOARD_ROLES)) ? (
            <p>
              <Link to={paths.dashboard}>Open the dashboard of {name}</Link>
            </p>
          ) : null}
          <p>
            <Link to={paths.updatesDue(partnerId)}>Projects of {name} due for an update</Link>
          </p>
        </>
      }
    >
      <div className="team">
        {canManage ? (
          <section aria-labelledby="team-invite-heading" className="team__section">
            <h2 id="team-invite-heading">Invite a teammate</h2>
            <InviteForm partnerId={partnerId} onInvited={() => void mutate(invitationsKey(partnerId, offset))} />
          </section>
        ) : null}
        <section aria-labelledby="team-members-heading" className="team__section">
          <h2 id="team-members-heading">Team members</h2>
          <TeamMembers
            partnerId={partnerId}
            viewerId={user.id}
            canManage={canManage}
            canEditRoles={features?.edit_role !== false}
            onLeft={() => {
              setActingAs(null);
              navigate(paths.profile(user.id));
            }}
          />
        </section>
        {canManage ? (
          <section aria-labelledby="team-invitations-heading" className="team__section">
            <h2 id="team-invitations-heading">Pending invitations</h2>
            <PendingInvitations partnerId={partnerId} offset={offset} onOffset={setOffset} />
          </section>
        ) : null}
      </div>
    </Page>
  );
}
