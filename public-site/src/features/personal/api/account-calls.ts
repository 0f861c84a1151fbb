import type { Transport } from '@storyfund/shared/transport';
import type { Branding, BrandingBody, Message, SessionUser, Unsubscribed, UpdateUserBody } from '@storyfund/shared/contract';

/** PATCH /users/{id}: answers the updated session user. */
export function updateAccount(api: Transport, id: string | number, patch: UpdateUserBody): Promise<SessionUser> {
  return api.patch<SessionUser>(`/users/${String(id)}`, patch);
}

/** PUT /users/{id}/branding: a white-labelled network's or a premium partner's logo and colour. */
export function setBranding(api: Transport, id: string | number, body: BrandingBody): Promise<Branding> {
  return api.put<Branding>(`/users/${String(id)}/branding`, body);
}

export function resendConfirmation(api: Transport): Promise<Message> {
  return api.post<Message>('/users/confirm-email/resend');
}

/** POST /users/unsubscribe?token=: the signed link of a news mail (no login). */
export function unsubscribeWithToken(api: Transport, token: string): Promise<Unsubscribed> {
  return api.post<Unsubscribed>(`/users/unsubscribe?token=${encodeURIComponent(token)}`, {}, { auth: 'none' });
}
