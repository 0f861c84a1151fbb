import { Suspense } from 'react';
import { NavLink } from 'react-router-dom';
import { DONOR_ROLES, canManageAccount, isAccountAdmin, isPlatformAdmin } from '@storyfund/shared/roles';
import { navClass } from '@/components/layout/app-shell';
import { paths } from '@/config/paths';
import { useFeatures } from '@/hooks/use-features';
import { useSession } from '@/hooks/use-session';
import { useActingAs } from '@/lib/acting-as';
import { lazyNamed } from './lazy';

// Loaded with the logged-in header (a lazy chunk): an anonymous first page downloads none of it.
const NotificationBell = lazyNamed(() => import('@/features/notifications/components/notification-bell'), 'NotificationBell');
const AccountSwitcher = lazyNamed(() => import('@/features/team/components/account-switcher'), 'AccountSwitcher');

/**
 * The logged-in viewer's header links: the notifications bell, the account switcher of a collaborator, and the
 * links the account (or the account acted for) reaches. Its own chunk, so the first page of a visitor stays under
 * the initial-JavaScript budget (issue #14).
 */
export function ViewerNav({ viewerId }: { viewerId: string }) {
  const session = useSession();
  const user = session.user;
  const actingFor = useActingAs(user);
  const actingForOther = actingFor !== null && !!user && actingFor !== user.id;
  // The team screen is offered to a partner, or a collaborator acting for one, while the account acted for has
  // team management (issue #10's feature flags). Only they fetch the flags: fetching them for every account made
  // the page re-render mid-login and bounce a prevUrl landing (/personal) to the main page.
  const teamCandidate = !!user && (user.is_partner || actingForOther);
  const features = useFeatures(teamCandidate ? (actingFor ?? session.userId) : null);
  const accountId = actingForOther ? String(actingFor) : viewerId;
  const hasTeam = teamCandidate && features?.team_management !== false;
  const hasDonations =
    teamCandidate &&
    features?.partner_donations_table === true &&
    (isPlatformAdmin(user) || canManageAccount(user, actingFor ?? user.id, DONOR_ROLES));
  const hasIntegrations = !!user && (actingForOther ? isAccountAdmin(user, actingFor) : user.is_partner);
  return (
    <>
      <Suspense fallback={null}>
        <NotificationBell viewerId={viewerId} />
        {user && actingFor !== null ? <AccountSwitcher user={user} actingFor={actingFor} /> : null}
      </Suspense>
      <NavLink className={navClass} to={actingForOther ? paths.projectCreateFor(accountId) : paths.projectCreate}>
        Start a project
      </NavLink>
      {hasTeam ? (
        <NavLink className={navClass} to={paths.team(accountId)}>
          Team
        </NavLink>
      ) : null}
      {teamCandidate ? (
        <NavLink className={navClass} to={paths.donors(accountId)}>
          Donors
        </NavLink>
      ) : null}
      {hasDonations ? (
        <NavLink className={navClass} to={paths.donations(accountId)}>
          Donations
        </NavLink>
      ) : null}
      {hasIntegrations ? (
        <NavLink className={navClass} to={paths.integrations(accountId)}>
          Integrations
        </NavLink>
      ) : null}
      <NavLink className={navClass} to={paths.profile(viewerId)}>
        My profile
      </NavLink>
      <NavLink className={navClass} to={paths.personal}>
        Settings
      </NavLink>
      <NavLink className={navClass} to={paths.logout}>
        Log out
      </NavLink>
    </>
  );
}
