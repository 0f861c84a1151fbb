import useSWR from 'swr';
import { isPremiumPartner, upgradeOfferOf } from '@storyfund/shared/constants';
import type { PremiumSubscription } from '@storyfund/shared/contract';
import { isHttpError } from '@storyfund/shared/transport';
import { ErrorState, Loading } from '@/components/feedback/states';
import { Page } from '@/components/layout/page';
import { premiumKey } from '../api/premium-calls';
import { CurrentPlan } from '../components/current-plan';
import { UpgradeForm } from '../components/upgrade-form';
import '../premium.css';

/**
 * /upgrade, /upgrade29, /upgradeannual, /upgradeannual312 and /free30 for a partner account: its current
 * plan, or the upgrade form with the route's plan first (/free30: the trial).
 */
export function UpgradePage({
  account,
  pathname,
}: {
  account: { id: number; is_partner: boolean; is_premium: boolean };
  pathname: string;
}) {
  const offer = upgradeOfferOf(pathname);
  const { data, error, isLoading, mutate } = useSWR<PremiumSubscription>(premiumKey(account.id), { shouldRetryOnError: false });
  const none = isHttpError(error) && error.status === 404;
  const title = offer.trial ? 'Try premium free for 30 days' : 'Upgrade to premium';
  let body;
  if (isLoading) body = <Loading />;
  else if (error && !none) body = <ErrorState message="We could not load your plan." onRetry={() => void mutate()} />;
  else if (data && data.active) body = <CurrentPlan plan={data} onChanged={(plan) => void mutate(plan, { revalidate: false })} />;
  else
    body = (
      <>
        {isPremiumPartner(account) ? <p>Your account is premium, given by the Storyfund team.</p> : null}
        <UpgradeForm accountId={account.id} offer={offer} onPaid={(plan) => void mutate(plan, { revalidate: false })} />
      </>
    );
  return (
    <Page title={title} width="narrow">
      {body}
    </Page>
  );
}
