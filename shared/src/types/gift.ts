/** Gifts and gift cards (spec §3 "Gift", "Gift card"; §4 gift creation). */
import type { Cents, Id, IsoDateString } from './common.js';
import type { GiftVisibility } from '../constants/choices.js';
import type { GiftType } from './project.js';

/** The encouragement attached to a gift; a thank-donor action marks it responded. */
export interface Encouragement {
  id: Id;
  has_response_from_recipient: boolean;
}

/** A gift as the API answers it (docs/api-giving.md). Amounts are integer cents. */
export interface Gift {
  // Identity
  id: Id;
  project_id: Id;
  /** The project's owner when the gift was made. */
  recipient_id: Id;
  created_at: IsoDateString;
  gift_at: IsoDateString;
  // Money
  amount_cents: Cents;
  tip_cents: Cents;
  platform_fee_cents: Cents;
  stripe_fee_cents: Cents;
  net_fee_cents: Cents;
  recipient_net_cents: Cents;
  // Kind
  gift_type: GiftType;
  monthly_gift: boolean;
  is_gift_with_tip: boolean;
  is_dv: boolean;
  tax_exempt_gift: boolean;
  is_from_follower: boolean;
  is_from_partner_network_donor: boolean;
  anonymous: boolean;
  visibility: GiftVisibility;
  num_gifts: number;
  dedicatee_name: string | null;
  encouragement: Encouragement | null;
}

/** `POST projects/{id}/gifts` body (docs/api-giving.md); sent with an `Idempotency-Key` header. */
export interface CreateGiftPayload {
  amount_cents: Cents;
  tip_cents?: Cents;
  /** Required unless a gift card pays the whole amount and tip. */
  payment_method_id?: string;
  gift_card_code?: string;
  anonymous?: boolean;
  visibility?: GiftVisibility;
  encouragement?: string;
  dedicatee_name?: string;
  dedicatee_email?: string;
  /** YYYY-MM-DD: email the dedicatee that day instead of at once. */
  dedication_send_on?: string;
  /** Without a token: give as a guest (a guest account is made with the gift). */
  is_guest?: boolean;
  guest_first_name?: string;
  guest_last_name?: string;
  guest_email?: string;
}

/** The PaymentIntent a gift answers when the card needs a confirmation step (3-D Secure). */
export interface PaymentIntentAction {
  id: string;
  client_secret: string;
  /** `sandbox_authenticate` (the simulated dialog) or `use_stripe_sdk` (Stripe.js handles it). */
  next_action: { type: string; [key: string]: unknown } | null;
}

/** What a gift card paid of a gift. */
export interface GiftCardUse {
  code: string;
  amount_used_cents: Cents;
  balance_cents: Cents;
}

/** 201 from `POST projects/{id}/gifts` or `.../gifts/confirm`. */
export interface GiftCreated {
  status: 'gift-created';
  gift: Gift & { donor_id: Id };
  /** A guest's token, for the id_anontoken cookie. */
  anonymous_token?: string;
  gift_card?: GiftCardUse;
}

/** 200 from `POST projects/{id}/gifts`: confirm the payment, then call `.../gifts/confirm`. */
export interface GiftRequiresAction {
  status: 'requires_action';
  payment_intent: PaymentIntentAction;
  anonymous_token?: string;
}

/** Gift creation either finishes or needs an extra payment action; a decline is a 402 error. */
export type CreateGiftResult = GiftCreated | GiftRequiresAction;

export type GiftCardType = 'Admin' | 'Referral' | 'Front page' | 'Partner Referral' | 'Purchased';

export type GiftCardStatus = 'created' | 'redeemed' | 'expired' | 'canceled';

/** A gift card as the API answers it (docs/api-giving.md "Gift cards"); `code` only to its buyer and admins. */
export interface GiftCard {
  id: Id;
  code?: string;
  // Money
  amount_loaded_cents: Cents;
  amount_used_cents: Cents;
  amount_cents: Cents;
  // Dates
  gift_card_created_at: IsoDateString;
  redeem_at: IsoDateString | null;
  expired_at: IsoDateString | null;
  canceled_at: IsoDateString | null;
  // New-user tracking
  new_user_id: Id | null;
  new_user_created_at: IsoDateString | null;
  new_user_credit_card_add_at: IsoDateString | null;
  // Type flags, and the type derived from them
  promotional: boolean;
  special_admin_promotional: boolean;
  referral: boolean;
  partner_referral: boolean;
  derived_type: GiftCardType;
  status: GiftCardStatus;
  recipient_name: string | null;
  /** YYYY-MM-DD: the day the recipient is emailed. */
  deliver_on: string | null;
}

/** `GET gift-cards/{code}`: what anyone holding the code may see. */
export interface GiftCardBalance {
  code: string;
  amount_loaded_cents: Cents;
  amount_used_cents: Cents;
  /** The balance. */
  amount_cents: Cents;
  status: GiftCardStatus;
  expired_at: IsoDateString;
  derived_type: GiftCardType;
}

/** `POST new-user-gift-cards` answer: the new user's card. */
export interface NewUserGiftCard {
  id: Id;
  gift_card_code: string;
}
