import type { Transport } from '@storyfund/shared/transport';
import type { AuthAnswer, ClaimBody } from '@storyfund/shared/contract';

/** The two claim failures after which the anonymous token is kept, word for word (spec §8). */
export const CLAIM_KEEPS_TOKEN_MESSAGES: readonly string[] = [
  'Password is invalid',
  'You already have an account. Please add correct password to login',
];

/** Turns the guest account behind `anonToken` into a full account. */
export function claimAccount(api: Transport, anonToken: string, input: ClaimBody): Promise<AuthAnswer> {
  return api.post<AuthAnswer>('/users/anonymous/claim', input, { token: anonToken });
}
