/** Page sizes and thresholds from spec §9. */

export const PAGE_SIZES = {
  partners: 8,
  invitations: 10,
  projects: 100,
  partnerOverdue: 100,
  gifts: 30,
  reviews: 399,
  staffPicks: 3,
} as const;

/** A project is large when its goal is over this many cents ($500). */
export const LARGE_PROJECT_GOAL_CENTS = 50000;

/** Goal over 50000 cents; exactly 50000 is not large. */
export function isLargeProject(goalCents: number): boolean {
  return goalCents > LARGE_PROJECT_GOAL_CENTS;
}

/** A rating is good when it is above this value. */
export const GOOD_RATING_THRESHOLD = 2;

/** Rating above 2; exactly 2 is not good. */
export function isGoodRating(rating: number): boolean {
  return rating > GOOD_RATING_THRESHOLD;
}

/**
 * A project is due for an update (spec gives no rule; docs/decisions.md "Updates overdue"): active, funded more
 * than this many days ago, and no update in as many days. The one cadence of every overdue count: the partner's
 * overdue list, /partnerstats and the back-office's overdue table (its last update, or its funding before the first).
 */
export const UPDATE_OVERDUE_DAYS = 30;
