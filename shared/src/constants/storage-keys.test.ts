import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTION_COOKIE_HOURS,
  AUTH_COOKIE_DAYS,
  AUTH_COOKIE_NAMES,
  COOKIE_NAMES,
  LOCAL_FLAGS,
  LOCAL_FLAG_NAMES,
} from './storage-keys.js';

describe('cookies (spec §3 Auth, §9)', () => {
  it('keeps auth cookies 365 days and attribution cookies 1 hour', () => {
    expect(AUTH_COOKIE_DAYS).toBe(365);
    expect(ATTRIBUTION_COOKIE_HOURS).toBe(1);
  });

  it('names the auth cookies id_token, user_id and id_anontoken', () => {
    expect(AUTH_COOKIE_NAMES).toEqual({ idToken: 'id_token', userId: 'user_id', anonToken: 'id_anontoken' });
  });

  it('has six distinct cookie names, three of them for attribution', () => {
    expect(new Set(Object.values(COOKIE_NAMES)).size).toBe(6);
  });
});

describe('local flags (spec §3 Auth)', () => {
  it('lists the 12 flags by their spec names', () => {
    expect(LOCAL_FLAG_NAMES).toEqual([
      'userJustSignupWithEmail',
      'signupUsingGiftCard',
      'freeGiftCardID',
      'freeGiftCardCode',
      'freeGiftCardTime',
      'pickedToRedeemProject',
      'isAuthByClaim',
      'isAuthByClaimStaffPicks',
      'donotauthclaim',
      'showwtsbanquetnotice',
      'prevUrl',
      'partnersignup29',
    ]);
  });

  it('keys each flag by its own name', () => {
    expect(LOCAL_FLAGS.prevUrl).toBe('prevUrl');
    expect(LOCAL_FLAGS.freeGiftCardID).toBe('freeGiftCardID');
    expect(Object.values(LOCAL_FLAGS)).toEqual([...LOCAL_FLAG_NAMES]);
  });
});
