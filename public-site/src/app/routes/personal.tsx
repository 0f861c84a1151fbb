/**
 * /personal: the personal feature's settings, then the account's giving (features/gift-history) and,
 * for a partner or an account with projects, the gifts received (features/received-gifts). Both load
 * when the page shows them. Then the review-request opt-out (features/reviews).
 */
import { Suspense } from 'react';
import type { SessionUser } from '@storyfund/shared/contract';
import { Link } from 'react-router-dom';
import { Loading } from '@/components/feedback/states';
import { paths } from '@/config/paths';
import { PersonalView } from '@/features/personal/components/personal-view';
import { SettingsSection } from '@/features/personal/components/settings-section';
import { ReviewRequestsForm } from '@/features/reviews/components/review-requests-form';
import { DonorDashboard } from '@/features/dashboard/components/donor-dashboard';
import { lazyNamed } from '../lazy';

const GivingHistory = lazyNamed(() => import('@/features/gift-history/components/giving-history'), 'GivingHistory');
const ReceivedGifts = lazyNamed(() => import('@/features/received-gifts/components/received-gifts'), 'ReceivedGifts');

function giftSections(user: SessionUser) {
  const userId = String(user.id);
  return (
    <>
      <SettingsSection title="Your impact" description="Your giving this year and your own giving goal.">
        <DonorDashboard userId={userId} canSetGoal={!user.is_anonymous} />
      </SettingsSection>
      {user.is_partner ? (
        <p>
          <Link to={paths.dashboard}>Open your organisation’s dashboard</Link>
        </p>
      ) : null}
      <SettingsSection title="Your giving" description="Your gifts, tax receipts and yearly statements.">
        <Suspense fallback={<Loading label="Loading your gifts…" />}>
          <GivingHistory userId={userId} />
        </Suspense>
      </SettingsSection>
      {user.is_partner || user.projects_count > 0 ? (
        <SettingsSection title="Gifts received" description="Gifts to your projects, totals by period, and thanking your donors.">
          <Suspense fallback={<Loading label="Loading the gifts received…" />}>
            <ReceivedGifts userId={userId} />
          </Suspense>
        </SettingsSection>
      ) : null}
      <div id="review-requests">
        <SettingsSection title="Review requests" description="Partner reviews help other donors choose.">
          <ReviewRequestsForm userId={userId} />
        </SettingsSection>
      </div>
    </>
  );
}

export function PersonalRoute() {
  return <PersonalView more={giftSections} />;
}
