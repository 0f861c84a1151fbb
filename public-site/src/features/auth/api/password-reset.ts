import type { Transport } from '@storyfund/shared/transport';
import type { AccountAuthResponse } from '@/types/api';

/** Emails a reset link; the answer is the same whether or not the address has an account. */
export function requestPasswordReset(api: Transport, email: string): Promise<{ message: string }> {
  return api.get<{ message: string }>('/users/password-reset', { query: { email }, auth: 'none' });
}

/** Sets the new password from the emailed link's token and logs in. */
export function resetPassword(api: Transport, token: string, password: string): Promise<AccountAuthResponse> {
  return api.post<AccountAuthResponse>('/users/password-reset', { token, password }, { auth: 'none' });
}
