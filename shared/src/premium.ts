/**
 * Premium partners (issue #10): what a premium account gets beyond the free one. One rule, here: the API's
 * checks and the screens both ask `isPremium`. Today premium unlocks the donor import (docs/api-donors.md);
 * the post-cutoff platform fee for premium recipients is read from the same `is_premium` flag.
 */
export function isPremium(account: { is_premium?: boolean | null } | null | undefined): boolean {
  return account?.is_premium === true;
}

/** What the donor import answers a free account (and the screen shows instead of the upload). */
export const PREMIUM_REQUIRED_MESSAGE = 'Donor import is a premium feature. Upgrade to premium to import donors.';
