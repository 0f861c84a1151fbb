import type { Transport } from '@storyfund/shared/transport';
import type { ConfirmedEmail } from '@storyfund/shared/contract';

export function confirmEmail(api: Transport, token: string): Promise<ConfirmedEmail> {
  return api.post<ConfirmedEmail>('/users/confirm-email', { token }, { auth: 'none' });
}
