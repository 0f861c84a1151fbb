import type { GiftCardType } from '@storyfund/shared/constants';
import type { AdminGiftCard, GiftCard, GiftCardBalance } from '@storyfund/shared/contract';
import { formatGiftCardCode } from '@storyfund/shared/validation';
import type { GiftCardRow } from './gift-cards.repository.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The type shown for a card (spec §3), from its flags: the most specific one wins. */
function derivedType(card: Pick<GiftCardRow, 'special_admin_promotional' | 'partner_referral' | 'referral' | 'promotional'>): GiftCardType {
  if (card.special_admin_promotional) return 'Admin';
  if (card.partner_referral) return 'Partner Referral';
  if (card.referral) return 'Referral';
  if (card.promotional) return 'Front page';
  return 'Purchased';
}

/** Status at read time: a usable card past its expiry shows as expired (no job has to flip it). */
export function effectiveStatus(card: GiftCardRow, now: Date): GiftCardRow['status'] {
  return card.status === 'created' && card.expired_at <= now ? 'expired' : card.status;
}

export const balanceOf = (card: GiftCardRow) => card.amount_loaded_cents - card.amount_used_cents;

/** A card as its buyer and admins see it (spec §3 "Gift card"), with its code. */
export function giftCardView(card: GiftCardRow, now: Date): GiftCard {
  return {
    id: card.id,
    code: formatGiftCardCode(card.code),
    amount_loaded_cents: card.amount_loaded_cents,
    amount_used_cents: card.amount_used_cents,
    amount_cents: balanceOf(card),
    status: effectiveStatus(card, now),
    gift_card_created_at: card.gift_card_created_at.toISOString(),
    redeem_at: iso(card.redeem_at),
    expired_at: card.expired_at.toISOString(),
    canceled_at: iso(card.canceled_at),
    recipient_name: card.recipient_name,
    deliver_on: card.deliver_on,
    promotional: card.promotional,
    special_admin_promotional: card.special_admin_promotional,
    referral: card.referral,
    partner_referral: card.partner_referral,
    derived_type: derivedType(card),
    new_user_id: card.new_user_id,
    new_user_created_at: iso(card.new_user_created_at),
    new_user_credit_card_add_at: iso(card.new_user_credit_card_add_at),
  };
}

/** GET /gift-cards/{code}: what anyone holding the code sees. */
export function balanceView(card: GiftCardRow, now: Date): GiftCardBalance {
  return {
    code: formatGiftCardCode(card.code),
    amount_loaded_cents: card.amount_loaded_cents,
    amount_used_cents: card.amount_used_cents,
    amount_cents: balanceOf(card),
    status: effectiveStatus(card, now),
    expired_at: card.expired_at.toISOString(),
    derived_type: derivedType(card),
  };
}

/** Admins also see who bought it, for whom, and its delivery. */
export function adminView(card: GiftCardRow, now: Date): AdminGiftCard {
  return {
    ...giftCardView(card, now),
    buyer_id: card.buyer_id,
    purchaser_name: card.purchaser_name,
    purchaser_email: card.purchaser_email,
    recipient_email: card.recipient_email,
    delivered_at: iso(card.delivered_at),
    new_user_card: card.new_user_card,
  };
}
