/**
 * The owner-checkup counts (spec §7 Users "owner-checkup count endpoints", decisions.md "Owner-checkup counts"):
 * what a partner has done on its account. One number each; `GET /users/{id}/owner-checkup` answers them all.
 */
export const OWNER_CHECKUP_COUNTS = [
  'photo',
  'cover',
  'bio',
  'projects',
  'active_projects',
  'funded_projects',
  'updates',
  'community_posts',
  'followers',
  'donors',
  'encouragements',
  'encouragements_answered',
] as const;

export type OwnerCheckupCountName = (typeof OWNER_CHECKUP_COUNTS)[number];

/** The onboarding checklist on a partner's own profile (issue #9): each step is done when its count is above 0. */
const ONBOARDING_STEPS = [
  { key: 'photo', label: 'Add a profile photo', count: 'photo' },
  { key: 'cover', label: 'Add a cover photo', count: 'cover' },
  { key: 'bio', label: 'Tell donors about your organisation', count: 'bio' },
  { key: 'project', label: 'Start your first project', count: 'projects' },
  { key: 'post', label: 'Publish your first community post', count: 'community_posts' },
  { key: 'update', label: 'Post your first project update', count: 'updates' },
] as const satisfies readonly { key: string; label: string; count: OwnerCheckupCountName }[];

export type OnboardingStepKey = (typeof ONBOARDING_STEPS)[number]['key'];

export interface OnboardingStep {
  key: OnboardingStepKey;
  label: string;
  done: boolean;
}

/** The checklist from the counts; `complete` when every step is done (the checklist is then hidden). */
export function onboardingChecklist(counts: Readonly<Record<OwnerCheckupCountName, number>>): {
  steps: OnboardingStep[];
  complete: boolean;
} {
  const steps = ONBOARDING_STEPS.map(({ key, label, count }) => ({ key, label, done: counts[count] > 0 }));
  return { steps, complete: steps.every((step) => step.done) };
}
