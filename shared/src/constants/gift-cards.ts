/**
 * Gift cards (docs/api-giving.md "Gift cards"). Amounts are integer cents; a card holds $5 to $2,000 and
 * expires 24 months after it is made.
 */
export const GIFT_CARD_MIN_CENTS = 500;
export const GIFT_CARD_MAX_CENTS = 200_000;
export const GIFT_CARD_PRESETS_CENTS = [2_500, 5_000, 10_000, 25_000] as const;
export const GIFT_CARD_VALIDITY_MONTHS = 24;
/** A delivery date can be at most this many days ahead. */
export const GIFT_CARD_DELIVERY_MAX_DAYS = 366;

/**
 * Codes: 16 symbols of a 31-symbol alphabet with no 0/O, 1/I/L (log2(31) × 16 ≈ 79 bits), shown in groups
 * of four with dashes (ABCD-EFGH-JKMN-PQRS) and matched ignoring case, spaces and dashes.
 */
export const GIFT_CARD_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const GIFT_CARD_CODE_LENGTH = 16;

export type GiftCardKind = 'promotional' | 'special_admin_promotional' | 'referral' | 'partner_referral';
export const GIFT_CARD_KINDS: readonly GiftCardKind[] = ['promotional', 'special_admin_promotional', 'referral', 'partner_referral'];

/** A card's status: `expired` is shown from its expiry on (read time), `redeemed` once its balance is 0. */
export const GIFT_CARD_STATUSES = ['created', 'redeemed', 'expired', 'canceled'] as const;
export type GiftCardStatus = (typeof GIFT_CARD_STATUSES)[number];

/** The type shown for a card, derived from its flags (the most specific wins). */
export const GIFT_CARD_TYPES = ['Admin', 'Partner Referral', 'Referral', 'Front page', 'Purchased'] as const;
export type GiftCardType = (typeof GIFT_CARD_TYPES)[number];

/** What the admin list filters by: a kind, bought cards, or the free cards for new visitors. */
export const GIFT_CARD_LIST_KINDS = ['purchased', ...GIFT_CARD_KINDS, 'new_user'] as const;
export type GiftCardListKind = (typeof GIFT_CARD_LIST_KINDS)[number];
