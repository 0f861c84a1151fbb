/** The app fills the features' slots (lib/feature-slots.ts); each loads on first use. */
import type { AccountSlotProps, FeatureSlots, PaymentAuthenticationSlotProps, PaymentCardSlotProps } from '@/lib/feature-slots';
import { lazyNamed } from './lazy';

export const APP_FEATURE_SLOTS: FeatureSlots = {
  GivePanel: lazyNamed(() => import('@/features/give/components/give-panel'), 'GivePanel'),
  GuestClaim: lazyNamed(() => import('@/features/auth/components/claim-form'), 'ClaimForm'),
  // With the give panel's styles, which they share.
  PaymentCard: lazyNamed<'CardEntry', PaymentCardSlotProps>(
    () => import('@/features/give/give.css').then(() => import('@/features/give/payment/card-entry')),
    'CardEntry',
  ),
  PaymentAuthentication: lazyNamed<'AuthenticationDialog', PaymentAuthenticationSlotProps>(
    () => import('@/features/give/give.css').then(() => import('@/features/give/components/authentication-dialog')),
    'AuthenticationDialog',
  ),
  GivingHistory: lazyNamed<'GivingHistory', AccountSlotProps>(
    () => import('@/features/gift-history/gift-history.css').then(() => import('@/features/gift-history/components/giving-history')),
    'GivingHistory',
  ),
  ReceivedGifts: lazyNamed<'ReceivedGifts', AccountSlotProps>(
    () => import('@/features/received-gifts/received-gifts.css').then(() => import('@/features/received-gifts/components/received-gifts')),
    'ReceivedGifts',
  ),
  FreeGiftCardOffer: lazyNamed(() => import('@/features/free-gift-card/components/free-gift-card-banner'), 'FreeGiftCardBanner'),
};
