import { Navigate, useParams } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import type { PublicUser } from '@storyfund/shared/contract';
import { isPremiumPartner } from '@storyfund/shared/constants';
import { DONOR_IMPORT_PREMIUM_MESSAGE, THANK_YOU_PREMIUM_MESSAGE } from '@storyfund/shared/validation';
import { DONOR_ROLES, canManageAccount, isPlatformAdmin } from '@storyfund/shared/roles';
import { isNumericId } from '@storyfund/shared/routing';
import { ErrorState, Loading } from '@/components/feedback/states';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { useSession } from '@/hooks/use-session';
import { useActingAs } from '@/lib/acting-as';
import { errorText } from '@/lib/errors';
import { displayName } from '@/lib/user-display';
import { AddDonorForm } from '../components/add-donor-form';
import { DonorImportForm } from '../components/donor-import-form';
import { DonorList } from '../components/donor-list';
import { ImportList } from '../components/import-list';
import { ThankYouMessageForm } from '../components/thank-you-message-form';
import '../donors.css';

/**
 * /donors/:partnerId? (login required): a partner's network donors. Without an id, the account the viewer acts
 * for. The account, its admins and platform admins add donors by hand, import CSV files (premium), undo imports,
 * invite donors and write the thank-you mail's text (premium); the server decides each call, the screen only hides what would be refused.
 */
export function DonorsRoute() {
  const { partnerId: param } = useParams();
  const session = useSession();
  const user = session.user;
  const actingFor = useActingAs(user);
  const { mutate } = useSWRConfig();
  const partnerId = isNumericId(param) ? Number(param) : actingFor;
  const partner = useSWR<PublicUser>(partnerId !== null ? `/users/${partnerId}` : null);

  if (!user || partnerId === null) return <Loading />;
  if (param !== undefined && !isNumericId(param)) return <Navigate to={paths.donors(user.id)} replace />;
  if (partner.error) {
    return (
      <Page title="Donors">
        <ErrorState message={errorText(partner.error)} onRetry={() => void partner.mutate()} />
      </Page>
    );
  }
  if (!partner.data) return <Loading label="Loading the donors…" />;
  const name = displayName(partner.data);
  if (!partner.data.is_partner || !(isPlatformAdmin(user) || canManageAccount(user, partnerId, DONOR_ROLES))) {
    return (
      <Page title="Donors">
        <p>{partner.data.is_partner ? `Only ${name} and its admins see its donors.` : 'Only partner accounts have a donor network.'}</p>
      </Page>
    );
  }

  // Every list of this partner's donors and imports is read again after a change.
  const refresh = () => void mutate((key) => typeof key === 'string' && key.startsWith(`users/${partnerId}/`));
  return (
    <Page title={`Donors of ${name}`} intro={<p>The people in your network. Nobody here is emailed unless you invite them.</p>}>
      <div className="donors">
        <section aria-labelledby="donors-import-heading" className="donors__section">
          <h2 id="donors-import-heading">Import donors from a CSV file</h2>
          {isPremiumPartner(partner.data) ? (
            <DonorImportForm partnerId={partnerId} onImported={refresh} />
          ) : (
            <p>
              {DONOR_IMPORT_PREMIUM_MESSAGE} <a href="/upgrade">Upgrade to premium</a>
            </p>
          )}
        </section>
        <section aria-labelledby="donors-imports-heading" className="donors__section">
          <h2 id="donors-imports-heading">Imports</h2>
          <ImportList partnerId={partnerId} onChanged={refresh} />
        </section>
        <section aria-labelledby="donors-add-heading" className="donors__section">
          <h2 id="donors-add-heading">Add a donor</h2>
          <AddDonorForm partnerId={partnerId} viewerId={user.id} onAdded={refresh} />
        </section>
        <section aria-labelledby="donors-thanks-heading" className="donors__section">
          <h2 id="donors-thanks-heading">Thank-you message to your donors</h2>
          {isPremiumPartner(partner.data) ? (
            <ThankYouMessageForm partnerId={partnerId} partnerName={name} />
          ) : (
            <p>
              {THANK_YOU_PREMIUM_MESSAGE} <a href="/upgrade">Upgrade to premium</a>
            </p>
          )}
        </section>
        <section aria-labelledby="donors-list-heading" className="donors__section">
          <h2 id="donors-list-heading">Your donors</h2>
          <DonorList partnerId={partnerId} />
        </section>
      </div>
    </Page>
  );
}
