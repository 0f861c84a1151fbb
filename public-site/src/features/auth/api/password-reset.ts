import type { Transport } from '@storyfund/shared/transport';
import type { AuthAnswer, Message } from '@storyfund/shared/contract';

/** Emails a reset link; the answer is the same whether or not the address has an account. */
export function requestPasswordReset(api: Transport, email: string, botToken = ''): Promise<Message> {
  return api.get<Message>('/users/password-reset', { query: botToken ? { email, bot_token: botToken } : { email }, auth: 'none' });
}

/** Sets the new password from the emailed link's token and logs in. */
export function resetPassword(api: Transport, token: string, password: string): Promise<AuthAnswer> {
  return api.post<AuthAnswer>('/users/password-reset', { token, password }, { auth: 'none' });
}
