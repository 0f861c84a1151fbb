import { describe, expect, it } from 'vitest';
import { validateAccessOverride } from './access-override.js';

describe('validateAccessOverride', () => {
  it('accepts two different accounts, with or without a note', () => {
    expect(validateAccessOverride({ account_id: 4, user_id: 9 })).toBeUndefined();
    expect(validateAccessOverride({ account_id: 4, user_id: 9, note: 'Agency running the account' })).toBeUndefined();
  });

  it('names the field that is wrong', () => {
    expect(validateAccessOverride({ account_id: 4, user_id: 4 })).toEqual({
      user_id: ['An account already acts for itself: choose another user'],
    });
    expect(validateAccessOverride({ user_id: 2 })).toEqual({ account_id: ["Enter the account's id"] });
    expect(validateAccessOverride({ account_id: 1, user_id: 2, note: 'x'.repeat(501) })?.['note']).toHaveLength(1);
  });
});
