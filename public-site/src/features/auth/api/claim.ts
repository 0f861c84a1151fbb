import type { Transport } from '@storyfund/shared/transport';
import type { AccountAuthResponse } from '@/types/api';

/** The two claim failures after which the anonymous token is kept, word for word (spec §8). */
export const CLAIM_KEEPS_TOKEN_MESSAGES: readonly string[] = [
  'Password is invalid',
  'You already have an account. Please add correct password to login',
];

export interface ClaimInput {
  email: string;
  password: string;
  first_name?: string;
  last_name?: string;
}

/** Turns the guest account behind `anonToken` into a full account. */
export function claimAccount(api: Transport, anonToken: string, input: ClaimInput): Promise<AccountAuthResponse> {
  return api.post<AccountAuthResponse>('/users/anonymous/claim', input, { token: anonToken });
}
