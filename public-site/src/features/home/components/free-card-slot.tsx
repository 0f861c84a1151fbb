import { Suspense } from 'react';
import { useFeatureSlots } from '@/lib/feature-slots';

/** Where the free gift card offer goes on the staff picks; the app fills the slot, loaded on first view. */
export function FreeCardSlot() {
  const { FreeGiftCardOffer } = useFeatureSlots();
  if (FreeGiftCardOffer === undefined) return null;
  return (
    <Suspense fallback={null}>
      <FreeGiftCardOffer />
    </Suspense>
  );
}
