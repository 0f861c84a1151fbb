/** Gifts and gift cards (spec §3 "Gift", "Gift card"; §4 gift creation). */
import type { Cents, Id, IsoDateString } from './common.js';
import type { GiftType } from './project.js';

/** The encouragement attached to a gift; a thank-donor action marks it responded. */
export interface Encouragement {
  id: Id;
  has_response_from_recipient: boolean;
}

export interface Gift {
  // Identity
  id: Id;
  created_at: IsoDateString;
  gift_at: IsoDateString;
  // Money
  amount_cents: Cents;
  platform_fee_cents: Cents;
  stripe_fee_cents: Cents;
  net_fee_cents: Cents;
  recipient_net_cents: Cents;
  tip_cents: Cents;
  // Kind
  gift_type: GiftType;
  monthly_gift: boolean;
  is_gift_with_tip: boolean;
  is_dv: boolean;
  tax_exempt_gift: boolean;
  is_from_follower: boolean;
  is_from_partner_network_donor: boolean;
  anonymous: boolean;
  num_gifts: number;
  encouragement: Encouragement | null;
}

/** `POST projects/{id}/gifts` body (the spec's named fields; "and others" left out). */
export interface CreateGiftPayload {
  amount_cents: Cents;
  tip_cents?: Cents;
  gift_card_code?: string;
  dedicatee_name?: string;
  dedicatee_email?: string;
  payment_method_id?: string;
  is_guest?: boolean;
  monthly_gift?: boolean;
  anonymous?: boolean;
}

/** Gift creation either finishes or needs an extra payment action. */
export type CreateGiftResult =
  | { requires_action: true; payment_intent: { id: string; client_secret: string } }
  | { requires_action?: false; gift: Gift };

export type GiftCardType = 'Admin' | 'Referral' | 'Front page' | 'Partner Referral' | 'Purchased';

export type GiftCardStatus = 'created' | 'redeemed' | 'expired' | 'canceled';

export interface GiftCard {
  id: Id;
  code: string;
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
  type: GiftCardType;
  status: GiftCardStatus;
}

/** `POST new-user-gift-cards` answer: the new user's card. */
export interface NewUserGiftCard {
  id: Id;
  gift_card_code: string;
}
