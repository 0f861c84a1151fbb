import type { Transport } from '@storyfund/shared/transport';
import type { Message, SessionUser, UpdateUserBody } from '@storyfund/shared/contract';

/** PATCH /users/{id}: answers the updated session user. */
export function updateAccount(api: Transport, id: string | number, patch: UpdateUserBody): Promise<SessionUser> {
  return api.patch<SessionUser>(`/users/${String(id)}`, patch);
}

export function resendConfirmation(api: Transport): Promise<Message> {
  return api.post<Message>('/users/confirm-email/resend');
}
