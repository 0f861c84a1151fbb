/** Date cutoffs (YYYY-MM-DD, UTC) from spec §9. */

/** The platform fee rule changes on this date; the rule on each side is not specified. */
export const PLATFORM_FEE_CUTOFF = '2024-06-24';

/** An older cutoff whose use is not specified. */
export const LEGACY_CUTOFF = '2021-02-01';
