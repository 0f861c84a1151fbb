/** Words for the scores' parts and the owner-checkup counts on the /audit detail view. */
import type { OwnerCheckupCountName, PartnerScorePartKey } from '@storyfund/shared/constants';

export const PART_LABELS: Readonly<Record<PartnerScorePartKey, string>> = {
  profile: 'Profile completeness',
  update_cadence: 'Update cadence',
  encouragements: 'Answers to encouragements',
  reviews: 'Reviews (rating)',
  followers: 'Followers',
  donors: 'Donors',
  community_posts: 'Community posts',
  review_count: 'Reviews (how many)',
};

/** "encouragements_answered" -> "Encouragements answered". */
export function countLabel(name: OwnerCheckupCountName): string {
  const words = name.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
