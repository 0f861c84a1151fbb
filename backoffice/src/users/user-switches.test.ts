import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@storyfund/shared/contract';
import { switchesFor } from './user-switches.js';

const user = (fields: Partial<SessionUser>) =>
  ({ is_partner: false, large_partner: false, is_white_labeled_partner: false, tax_exempt_teller: false, ...fields }) as SessionUser;

describe('the switches a user page offers', () => {
  it('offers partner statuses to partners only, unless one is already on (so it can be undone)', () => {
    const names = (u: SessionUser) => switchesFor(u).map((s) => s.name);
    expect(names(user({}))).toEqual(['ban', 'hidden-from-feeds', 'sponsor', 'admin', 'sales']);
    expect(names(user({ is_partner: true }))).toContain('tax-exempt');
    expect(names(user({ large_partner: true }))).toContain('large-partner');
  });
});
