/** /staffpicks, /staff-picks and /foryou: the home feature's feed; on the staff picks, the free gift card offer above it (loaded with it). */
import { Suspense } from 'react';
import { HomeFeed } from '@/features/home/components/home-feed';
import { lazyNamed } from '../lazy';

const FreeGiftCardBanner = lazyNamed(() => import('@/features/free-gift-card/components/free-gift-card-banner'), 'FreeGiftCardBanner');

export function HomeRoute({ listing }: { listing: 'staffpicks' | 'foryou' }) {
  const offer =
    listing === 'staffpicks' ? (
      <Suspense fallback={null}>
        <FreeGiftCardBanner />
      </Suspense>
    ) : null;
  return <HomeFeed listing={listing} offer={offer} />;
}
