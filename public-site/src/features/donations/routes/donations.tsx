import { Link } from 'react-router-dom';
import { DONOR_ROLES } from '@storyfund/shared/roles';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { DonationsTable } from '../components/donations-table';
import { PartnerGate } from '../components/partner-gate';
import '../donations.css';

/**
 * /donations/:partnerId? (login required): every gift to a partner's projects, for the partner, its team admins
 * and whoever acts for it, while the account has the partner donations table (issue #10's feature flags).
 * Anonymous gifts show "Anonymous": the API never sends their donor.
 */
export function DonationsRoute() {
  return (
    <PartnerGate title="Donations" what="its donations" roles={DONOR_ROLES} flag="partner_donations_table" home={paths.donations}>
      {(partner) => (
        <Page
          title={`Donations to ${partner.name}`}
          intro={
            <p>
              Every gift to your projects, one-time and monthly. Open a donor to see all they gave you.{' '}
              <Link to={paths.updatesDue(partner.id)}>Projects due for an update</Link>
            </p>
          }
        >
          <DonationsTable partnerId={partner.id} />
        </Page>
      )}
    </PartnerGate>
  );
}
