/**
 * A partner's audit score and social score (spec §7 users/{id}/audit-score and social-score; docs/api-partner-scores.md).
 * Each is 0 to 100, the sum of parts with fixed maximums, from data the product keeps. The one place the rules live:
 * the API computes them with these functions, and the back-office shows the parts they answer.
 */

/** What the scores are computed from (the owner-checkup counts and a few figures beside them). */
export interface PartnerScoreInputs {
  photo: number;
  cover: number;
  bio: number;
  active_projects: number;
  /** Active projects with an update in the last 30 days, or themselves younger than 30 days. */
  active_projects_up_to_date: number;
  encouragements: number;
  encouragements_answered: number;
  reviews: number;
  /** The average rating (1 to 5), null without reviews. */
  rating: number | null;
  followers: number;
  donors: number;
  /** Community posts in the last 90 days. */
  recent_posts: number;
}

/** The parts of both scores, audit's first. */
export const PARTNER_SCORE_PART_KEYS = [
  'profile',
  'update_cadence',
  'encouragements',
  'reviews',
  'followers',
  'donors',
  'community_posts',
  'review_count',
] as const;
export type PartnerScorePartKey = (typeof PARTNER_SCORE_PART_KEYS)[number];

export interface PartnerScorePart {
  key: PartnerScorePartKey;
  points: number;
  max: number;
  /** What the points were given for, in words. */
  detail: string;
}

/** The days a project may go without an update before its cadence counts against the partner. */
export const SCORE_UPDATE_DAYS = 30;
/** The window of community posts that counts for the social score. */
export const SCORE_POST_DAYS = 90;

const share = (part: number, whole: number) => (whole > 0 ? Math.min(1, part / whole) : 0);
/** 0 at none, 1 at `full` or more, on a log scale (10 followers of 1,000 are a third of the way). */
const logShare = (value: number, full: number) => Math.min(1, Math.log10(1 + Math.max(0, value)) / Math.log10(1 + full));
const part = (key: PartnerScorePartKey, max: number, fraction: number, detail: string): PartnerScorePart => ({
  key,
  max,
  points: Math.round(max * fraction),
  detail,
});
const total = (parts: PartnerScorePart[]) => parts.reduce((sum, p) => sum + p.points, 0);

/** Audit score: is the partner accountable to its donors (a complete profile, regular updates, answers, good reviews)? */
export function auditScore(i: PartnerScoreInputs): { score: number; parts: PartnerScorePart[] } {
  const profileItems = [i.photo > 0, i.cover > 0, i.bio > 0].filter(Boolean).length;
  const parts = [
    part('profile', 30, profileItems / 3, `${profileItems} of photo, cover and bio`),
    part(
      'update_cadence',
      30,
      share(i.active_projects_up_to_date, i.active_projects),
      i.active_projects === 0
        ? 'No active project'
        : `${i.active_projects_up_to_date} of ${i.active_projects} active projects updated within ${SCORE_UPDATE_DAYS} days`,
    ),
    part(
      'encouragements',
      20,
      i.encouragements === 0 ? 1 : share(i.encouragements_answered, i.encouragements),
      i.encouragements === 0 ? 'No encouragement to answer' : `${i.encouragements_answered} of ${i.encouragements} encouragements answered`,
    ),
    part(
      'reviews',
      20,
      i.rating === null ? 0.5 : (i.rating - 1) / 4,
      i.rating === null ? 'No reviews yet (half the points)' : `Rated ${i.rating.toFixed(1)} of 5 in ${i.reviews} reviews`,
    ),
  ];
  return { score: total(parts), parts };
}

/** Social score: how far the partner reaches (followers, donors, community posts, reviews written about it). */
export function socialScore(i: PartnerScoreInputs): { score: number; parts: PartnerScorePart[] } {
  const parts = [
    part('followers', 35, logShare(i.followers, 1000), `${i.followers} followers (full points at 1,000)`),
    part('donors', 35, logShare(i.donors, 1000), `${i.donors} donors (full points at 1,000)`),
    part(
      'community_posts',
      15,
      share(i.recent_posts, 6),
      `${i.recent_posts} community posts in ${SCORE_POST_DAYS} days (full points at 6)`,
    ),
    part('review_count', 15, share(i.reviews, 10), `${i.reviews} reviews (full points at 10)`),
  ];
  return { score: total(parts), parts };
}

/** The columns GET /partner-scores sorts by. */
export const PARTNER_SCORE_SORTS = ['audit_score', 'social_score', 'name', 'id', 'active_projects', 'followers', 'rating'] as const;
