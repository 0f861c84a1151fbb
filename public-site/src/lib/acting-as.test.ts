import { describe, expect, it } from 'vitest';
import { actingAccountId } from './acting-as';

describe('actingAccountId: the account a collaborator acts for', () => {
  const user = { id: 5, roles: [{ controlled_user_id: 31, role: 'project_manager' as const }] };

  it('is a partner the user holds a role on', () => {
    expect(actingAccountId(user, '31')).toBe(31);
  });

  it('falls back to oneself when nothing is chosen, the role is gone or the value is not an id', () => {
    expect(actingAccountId(user, null)).toBe(5);
    expect(actingAccountId(user, '32')).toBe(5);
    expect(actingAccountId({ ...user, roles: [] }, '31')).toBe(5);
    expect(actingAccountId(user, 'x31')).toBe(5);
  });

  it('is nobody when logged out', () => {
    expect(actingAccountId(null, '31')).toBeNull();
  });
});
