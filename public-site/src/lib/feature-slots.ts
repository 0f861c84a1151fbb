/**
 * Places where one feature shows a component of another. Features never import each other: a feature
 * renders the slot, and the app fills it (app/feature-slots.ts), code-split like the pages.
 */
import { createContext, useContext } from 'react';
import type { ComponentType, RefObject } from 'react';
import type { PaymentsConfig } from '@/types/api';
import type { ProjectItem } from '@/types/projects';

export interface GivePanelSlotProps {
  project: ProjectItem;
}

export interface GuestClaimSlotProps {
  anonToken: string;
  /** The claim failed in a way that ended the guest session. */
  onTokenDropped: (message: string) => void;
}

/** What a card form lets its page do (the give feature's CardEntryHandle has this shape). */
export interface PaymentCardHandle {
  check(): boolean;
  /** The card's payment method id, or undefined when the form now shows an error. */
  paymentMethod(): Promise<string | undefined>;
  /** Stripe mode: Stripe.js's own confirmation step for a `use_stripe_sdk` next action. */
  handleNextAction?(clientSecret: string): Promise<void>;
}

export interface PaymentCardSlotProps {
  entryRef: RefObject<PaymentCardHandle | null>;
  serverError?: string | undefined;
  payments: PaymentsConfig | undefined;
}

export interface PaymentAuthenticationSlotProps {
  chargeCents: number;
  busy: boolean;
  onComplete: () => void;
  onFail: () => void;
}

export interface AccountSlotProps {
  userId: string;
}

export interface FeatureSlots {
  /** The give panel (features/give), on the project page. */
  GivePanel?: ComponentType<GivePanelSlotProps>;
  /** The guest account claim form (features/auth), on the give panel's thank-you view. */
  GuestClaim?: ComponentType<GuestClaimSlotProps>;
  /** The card form, sandbox or Stripe (features/give), on the gift card purchase page and /monthly's "Change card". */
  PaymentCard?: ComponentType<PaymentCardSlotProps>;
  /** The sandbox's 3-D Secure dialog (features/give), on the gift card purchase page. */
  PaymentAuthentication?: ComponentType<PaymentAuthenticationSlotProps>;
  /** The free gift card offer for visitors who have not given (features/free-gift-card), on the staff picks. */
  FreeGiftCardOffer?: ComponentType;
  /** The donor's gifts, receipts and statements (features/gift-history), on /personal. */
  GivingHistory?: ComponentType<AccountSlotProps>;
  /** Gifts to the account's projects and thanking donors (features/received-gifts), on /personal. */
  ReceivedGifts?: ComponentType<AccountSlotProps>;
}

export const FeatureSlotsContext = createContext<FeatureSlots>({});

export function useFeatureSlots(): FeatureSlots {
  return useContext(FeatureSlotsContext);
}
