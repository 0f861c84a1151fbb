import { CONTENT_ROLES } from '@storyfund/shared/roles';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { OverdueList } from '../components/overdue-list';
import { PartnerGate } from '../components/partner-gate';
import '../donations.css';

/**
 * /updates-due/:partnerId? (login required): the partner's projects due for an update (funded, no update in
 * 30 days), for whoever may post one: the partner, its admins, project and content managers.
 */
export function UpdatesDueRoute() {
  return (
    <PartnerGate title="Updates due" what="its projects due for an update" roles={CONTENT_ROLES} home={paths.updatesDue}>
      {(partner) => (
        <Page
          title={`Updates due at ${partner.name}`}
          intro={<p>Donors hear from a project at least once a month. These have waited longer: write them an update.</p>}
        >
          <OverdueList partnerId={partner.id} />
        </Page>
      )}
    </PartnerGate>
  );
}
