import { describe, expect, it } from 'vitest';
import { auditScore, socialScore, type PartnerScoreInputs } from './partner-scores.js';

const none: PartnerScoreInputs = {
  photo: 0,
  cover: 0,
  bio: 0,
  active_projects: 0,
  active_projects_up_to_date: 0,
  encouragements: 0,
  encouragements_answered: 0,
  reviews: 0,
  rating: null,
  followers: 0,
  donors: 0,
  recent_posts: 0,
};

describe('partner scores', () => {
  it('an empty account: nothing to answer counts in full, no reviews count half, reach is zero', () => {
    expect(auditScore(none).score).toBe(30);
    expect(socialScore(none).score).toBe(0);
  });

  it('a model partner reaches 100 on both, and no part passes its maximum', () => {
    const best = {
      ...none,
      photo: 1,
      cover: 1,
      bio: 1,
      active_projects: 3,
      active_projects_up_to_date: 3,
      encouragements: 4,
      encouragements_answered: 4,
      reviews: 40,
      rating: 5,
      followers: 50_000,
      donors: 2_000,
      recent_posts: 30,
    };
    expect(auditScore(best).score).toBe(100);
    expect(socialScore(best).score).toBe(100);
    for (const part of [...auditScore(best).parts, ...socialScore(best).parts]) expect(part.points).toBeLessThanOrEqual(part.max);
  });

  it('parts scale with what the partner did: a 1-star rating scores nothing, half the projects updated half', () => {
    const audit = auditScore({ ...none, active_projects: 4, active_projects_up_to_date: 2, reviews: 3, rating: 1 });
    expect(audit.parts.map((p) => [p.key, p.points])).toEqual([
      ['profile', 0],
      ['update_cadence', 15],
      ['encouragements', 20],
      ['reviews', 0],
    ]);
    expect(audit.parts[1]!.detail).toBe('2 of 4 active projects updated within 30 days');
    // Followers on a log scale: 9 followers are a third of the way to 1,000.
    expect(socialScore({ ...none, followers: 9 }).parts[0]!.points).toBe(12);
  });
});
