/** Cookie names and lifetimes, and local-storage flag names (spec §3 Auth, §9). */

export const AUTH_COOKIE_DAYS = 365;
export const ATTRIBUTION_COOKIE_HOURS = 1;

/** Auth cookies; a session exists only when both idToken and userId are present. */
export const AUTH_COOKIE_NAMES = {
  idToken: 'id_token',
  userId: 'user_id',
  anonToken: 'id_anontoken',
} as const;

/** Attribution cookies stored on the first navigation. */
export const ATTRIBUTION_COOKIE_NAMES = {
  startingProfileId: 'starting_profile_id',
  startingProjectId: 'starting_project_id',
  forcedShareProfileId: 'forced_share_profile_id',
} as const;

export const COOKIE_NAMES = { ...AUTH_COOKIE_NAMES, ...ATTRIBUTION_COOKIE_NAMES } as const;

/** Local flag names, exactly as spec §3 Auth lists them. */
export const LOCAL_FLAG_NAMES = [
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
] as const;

export type LocalFlag = (typeof LOCAL_FLAG_NAMES)[number];

/** The same names keyed by themselves, for `LOCAL_FLAGS.prevUrl`-style access. */
export const LOCAL_FLAGS = Object.fromEntries(LOCAL_FLAG_NAMES.map((name) => [name, name])) as {
  readonly [K in LocalFlag]: K;
};
