/**
 * /staffpicks, /staff-picks and /foryou: the home feature's feed; above it, on the staff picks the free gift card
 * offer, on /foryou the partners recommended to the viewer (each loaded with its page).
 */
import { Suspense } from 'react';
import { allowsCrossPromotion } from '@storyfund/shared/constants';
import { HomeFeed } from '@/features/home/components/home-feed';
import { PartnersForYouLoading } from '@/features/partners/components/partners-loading';
import { useSession } from '@/hooks/use-session';
import { lazyNamed } from '../lazy';

const FreeGiftCardBanner = lazyNamed(() => import('@/features/free-gift-card/components/free-gift-card-banner'), 'FreeGiftCardBanner');
const PartnersForYou = lazyNamed(() => import('@/features/partners/components/partners-for-you'), 'PartnersForYou');

export function HomeRoute({ listing }: { listing: 'staffpicks' | 'foryou' }) {
  // A white-labelled network's member is recommended no other partner (shared `allowsCrossPromotion`).
  const promotes = allowsCrossPromotion({ viewerNetwork: useSession().user?.partner_network });
  const offer =
    listing === 'staffpicks' ? (
      <Suspense fallback={null}>
        <FreeGiftCardBanner />
      </Suspense>
    ) : promotes ? (
      // The section's own loading shape while its code loads, so what follows moves once at most (partners-loading.tsx).
      <Suspense fallback={<PartnersForYouLoading />}>
        <PartnersForYou />
      </Suspense>
    ) : null;
  return <HomeFeed listing={listing} offer={offer} />;
}
