import { describe, expect, it } from 'vitest';
import { scrub } from './log-redaction.js';

describe('scrub: what a logged URL or message may not hold', () => {
  it('hides gift card codes in the balance-check path, and only there', () => {
    expect(scrub('/api/gift-cards/ABCD-EFGH-JKMN-PQRS')).toBe('/api/gift-cards/[REDACTED]');
    expect(scrub('/api/gift-cards/abcdefghjkmnpqrs?x=1')).toBe('/api/gift-cards/[REDACTED]?x=1');
    expect(scrub('/api/gift-cards/admin?limit=10')).toBe('/api/gift-cards/admin?limit=10');
    expect(scrub('/api/gift-cards/new-user-budget')).toBe('/api/gift-cards/new-user-budget');
    expect(scrub('/api/gift-cards/42/cancel')).toBe('/api/gift-cards/42/cancel');
    expect(scrub('/api/gift-cards/confirm')).toBe('/api/gift-cards/confirm');
  });

  it('hides card-like numbers, client secrets and secret query parameters', () => {
    expect(scrub('card 4242 4242 4242 4242 declined')).toBe('card [REDACTED] declined');
    expect(scrub('pi_123_secret_abc in body')).toBe('[REDACTED] in body');
    expect(scrub('/claim?token=abc&x=1')).toBe('/claim?token=[REDACTED]&x=1');
    // An invitation's emailed token (issue #10).
    expect(scrub('/api/partners/3/collaborator_invitations/accept_invitation?auth_token=abc')).toBe(
      '/api/partners/3/collaborator_invitations/accept_invitation?auth_token=[REDACTED]',
    );
  });
});
