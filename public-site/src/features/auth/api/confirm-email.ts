import type { Transport } from '@storyfund/shared/transport';
import type { AccountUser } from '@/types/api';

export function confirmEmail(api: Transport, token: string): Promise<{ user: AccountUser }> {
  return api.post<{ user: AccountUser }>('/users/confirm-email', { token }, { auth: 'none' });
}
