/** Hand-written API shapes not yet on the wire contract (shared/src/contract): the giving area's. */
export type {
  CreateGiftPayload,
  CreateGiftResult,
  Encouragement,
  Gift,
  GiftCard,
  GiftCardBalance,
  GiftCardUse,
  GiftCreated,
  GiftRequiresAction,
  PaymentIntentAction,
  GiftCardStatus,
  GiftCardType,
  NewUserGiftCard,
} from './gift.js';
