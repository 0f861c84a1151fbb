/**
 * /staffpicks, /staff-picks and /foryou: the home feature's feed; above it, on the staff picks the free gift card
 * offer, on /foryou the partners recommended to the viewer (each loaded with its page).
 */
import { Suspense } from 'react';
import { Loading } from '@/components/feedback/states';
import { HomeFeed } from '@/features/home/components/home-feed';
import { lazyNamed } from '../lazy';

const FreeGiftCardBanner = lazyNamed(() => import('@/features/free-gift-card/components/free-gift-card-banner'), 'FreeGiftCardBanner');
const PartnersForYou = lazyNamed(() => import('@/features/partners/components/partners-for-you'), 'PartnersForYou');

export function HomeRoute({ listing }: { listing: 'staffpicks' | 'foryou' }) {
  const offer =
    listing === 'staffpicks' ? (
      <Suspense fallback={null}>
        <FreeGiftCardBanner />
      </Suspense>
    ) : (
      <Suspense fallback={<Loading label="Loading partners…" />}>
        <PartnersForYou />
      </Suspense>
    );
  return <HomeFeed listing={listing} offer={offer} />;
}
