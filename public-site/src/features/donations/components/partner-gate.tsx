import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import useSWR from 'swr';
import type { Features, PublicUser } from '@storyfund/shared/contract';
import type { CollaboratorRole } from '@storyfund/shared/constants';
import { canManageAccount, isPlatformAdmin } from '@storyfund/shared/roles';
import { isNumericId } from '@storyfund/shared/routing';
import { ErrorState, Loading } from '@/components/feedback/states';
import { Page } from '@/components/layout/page';
import { useSession } from '@/hooks/use-session';
import { useActingAs } from '@/lib/acting-as';
import { errorText } from '@/lib/errors';
import { displayName } from '@/lib/user-display';

interface GatedPartner {
  id: number;
  name: string;
}

interface PartnerGateProps {
  /** The page title of the messages the gate shows instead of the screen. */
  title: string;
  /** Who may see the screen besides the account itself and platform admins (the API's rows, for hiding only). */
  roles: readonly CollaboratorRole[];
  /** What the screen is, for "Only X and its admins see {what}." */
  what: string;
  /** A feature flag the screen needs on the account (issue #10's flags); without one, none. */
  flag?: keyof Features;
  /** Where a non-numeric `:partnerId` goes: the same screen for the viewer's own account. */
  home: (accountId: number) => string;
  children: (partner: GatedPartner) => ReactNode;
}

/**
 * A partner-scoped screen (`:partnerId?`, else the account the viewer acts for): loads the account and its
 * flags, explains instead of rendering when the account is not a partner, the viewer's role does not reach the
 * screen or the flag is off. The server still decides every call; this only spares a screen of 403s.
 */
export function PartnerGate({ title, roles, what, flag, home, children }: PartnerGateProps) {
  const { partnerId: param } = useParams();
  const user = useSession().user;
  const actingFor = useActingAs(user);
  const partnerId = isNumericId(param) ? Number(param) : actingFor;
  const partner = useSWR<PublicUser>(partnerId !== null ? `/users/${partnerId}` : null);
  const features = useSWR<Features>(flag && partnerId !== null ? `/users/${partnerId}/features` : null, { shouldRetryOnError: false });

  if (!user || partnerId === null) return <Loading />;
  if (param !== undefined && !isNumericId(param)) return <Navigate to={home(user.id)} replace />;
  if (partner.error) {
    return (
      <Page title={title}>
        <ErrorState message={errorText(partner.error)} onRetry={() => void partner.mutate()} />
      </Page>
    );
  }
  // The flags answer 403 to whoever may not read them: the role message below says why, not a spinner.
  if (!partner.data || (flag && features.isLoading)) return <Loading />;
  const name = displayName(partner.data);
  if (!partner.data.is_partner || !(isPlatformAdmin(user) || canManageAccount(user, partnerId, roles))) {
    return (
      <Page title={title}>
        <p>{partner.data.is_partner ? `Only ${name} and its team see ${what}.` : `Only partner accounts have ${what}.`}</p>
      </Page>
    );
  }
  if (flag && features.data?.[flag] === false) {
    return (
      <Page title={title}>
        <p>
          {title} is not enabled for {name}. Storyfund can turn it on: write to us from the contact page.
        </p>
      </Page>
    );
  }
  return <>{children({ id: partnerId, name })}</>;
}
