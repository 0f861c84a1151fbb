import { describe, expect, it } from 'vitest';
import { requireStaff, type Actor } from './access.js';
import { ForbiddenError, UnauthorizedError } from './errors.js';

const actor = (fields: Partial<Actor>): Actor => ({
  id: 1,
  sessionId: 1,
  tokenKind: 'session',
  is_admin: false,
  is_sales: false,
  is_partner: false,
  is_anonymous: false,
  roles: [],
  override_account_ids: [],
  ...fields,
});

describe('requireStaff', () => {
  it('admits admins and the sales team', () => {
    expect(requireStaff({ actor: actor({ is_admin: true }) }).id).toBe(1);
    expect(requireStaff({ actor: actor({ is_sales: true }) }).id).toBe(1);
  });

  it('refuses everyone else: 401 without a session, 403 for a member or a guest', () => {
    expect(() => requireStaff({ actor: null })).toThrow(UnauthorizedError);
    expect(() => requireStaff({ actor: actor({}) })).toThrow(ForbiddenError);
    expect(() => requireStaff({ actor: actor({ is_sales: true, is_anonymous: true, tokenKind: 'anonymous' }) })).toThrow(ForbiddenError);
  });
});
