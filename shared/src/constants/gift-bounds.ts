/**
 * Documented bounds of a gift (docs/api-giving.md): $1 to $100,000, in integer cents. The tip goes from 0
 * up to the gift's amount. `validateGiftAmount` and `validateTip` (shared/validation) apply them.
 */
export const GIFT_MIN_CENTS = 100;
export const GIFT_MAX_CENTS = 10_000_000;
