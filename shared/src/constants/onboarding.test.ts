import { describe, expect, it } from 'vitest';
import { OWNER_CHECKUP_COUNTS, onboardingChecklist, type OwnerCheckupCountName } from './onboarding.js';

const zero = Object.fromEntries(OWNER_CHECKUP_COUNTS.map((name) => [name, 0])) as Record<OwnerCheckupCountName, number>;

describe('the onboarding checklist', () => {
  it('lists the six steps, none done, for a new partner', () => {
    const { steps, complete } = onboardingChecklist(zero);
    expect(steps.map((s) => s.key)).toEqual(['photo', 'cover', 'bio', 'project', 'post', 'update']);
    expect(steps.every((s) => !s.done)).toBe(true);
    expect(complete).toBe(false);
  });

  it('marks a step done when its count is above 0, and is complete when all are', () => {
    const some = onboardingChecklist({ ...zero, photo: 1, projects: 3 });
    expect(some.steps.filter((s) => s.done).map((s) => s.key)).toEqual(['photo', 'project']);
    expect(some.complete).toBe(false);
    const all = onboardingChecklist({ ...zero, photo: 1, cover: 1, bio: 1, projects: 1, community_posts: 2, updates: 5 });
    expect(all.complete).toBe(true);
  });
});
