import { Link, useParams } from 'react-router-dom';
import { DONOR_ROLES } from '@storyfund/shared/roles';
import { isNumericId } from '@storyfund/shared/routing';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { DonorSummary } from '../components/donor-summary';
import { PartnerGate } from '../components/partner-gate';
import '../donations.css';

/** /donations/:partnerId/donors/:donorId: a named donor's lifetime, first and last gift, monthly status and gifts. */
export function DonorRoute() {
  const { donorId } = useParams();
  return (
    <PartnerGate title="Donor" what="its donors" roles={DONOR_ROLES} flag="partner_donations_table" home={paths.donations}>
      {(partner) => (
        <Page title={`A donor of ${partner.name}`} intro={<Link to={paths.donations(partner.id)}>Back to the donations</Link>}>
          {isNumericId(donorId) ? (
            <DonorSummary partnerId={partner.id} donorId={Number(donorId)} partnerName={partner.name} />
          ) : (
            <p>This is not a donor’s address.</p>
          )}
        </Page>
      )}
    </PartnerGate>
  );
}
