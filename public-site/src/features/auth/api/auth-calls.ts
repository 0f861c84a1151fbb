/** The auth calls of spec §7 "Auth". Each takes the transport from the caller. */
import type { Transport } from '@storyfund/shared/transport';
import type { AccountAuthResponse } from '@/types/api';

export interface Credentials {
  email: string;
  password: string;
}

export interface SignupInput extends Credentials {
  first_name: string;
  last_name: string;
}

export function login(api: Transport, input: Credentials): Promise<AccountAuthResponse> {
  return api.post<AccountAuthResponse>('/login', input, { auth: 'none' });
}

export function signup(api: Transport, input: SignupInput): Promise<AccountAuthResponse> {
  return api.post<AccountAuthResponse>('/users', input, { auth: 'none' });
}

export function loginWithGoogle(api: Transport, credential: string): Promise<AccountAuthResponse> {
  return api.post<AccountAuthResponse>('/login/google', { credential }, { auth: 'none' });
}

export function loginWithFacebook(api: Transport, accessToken: string): Promise<AccountAuthResponse> {
  return api.post<AccountAuthResponse>('/login/facebook', { access_token: accessToken }, { auth: 'none' });
}
