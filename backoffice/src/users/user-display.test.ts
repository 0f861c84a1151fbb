import { describe, expect, it } from 'vitest';
import { userKinds, userLabel, userName } from './user-display.js';

describe('userName', () => {
  it('is the full name, else the email, else the id', () => {
    expect(userName({ first_name: 'Dana', last_name: 'Donor', email: 'd@x.test' })).toBe('Dana Donor');
    expect(userName({ first_name: ' ', last_name: '', email: 'd@x.test' })).toBe('d@x.test');
    expect(userName({ id: 4 })).toBe('User #4');
  });
});

describe('userLabel', () => {
  it('adds the organisation when there is one', () => {
    expect(userLabel({ first_name: 'Clean', last_name: 'Team', organization_name: 'Clean Water Collective' })).toBe(
      'Clean Team (Clean Water Collective)',
    );
    expect(userLabel({ first_name: 'Dana', last_name: 'Donor', organization_name: null })).toBe('Dana Donor');
  });
});

describe('userKinds', () => {
  it('an ordinary donor has no kind', () => {
    expect(userKinds({ is_admin: false, is_partner: false, guest_user: false, is_anonymous: false })).toEqual([]);
  });

  it('lists every kind that applies, in a fixed order', () => {
    expect(userKinds({ is_white_labeled_partner: true, is_premium: true, is_partner: true, is_admin: true, is_sales: true })).toEqual([
      'Admin',
      'Sales',
      'Partner',
      'Premium',
      'White-label',
    ]);
  });

  it('a guest user or an anonymous account is a Guest', () => {
    expect(userKinds({ guest_user: true })).toEqual(['Guest']);
    expect(userKinds({ is_anonymous: true })).toEqual(['Guest']);
  });
});
