import type { NotificationFrequency } from '@storyfund/shared/constants';
import type { Transport } from '@storyfund/shared/transport';
import type { AccountUser } from '@/types/api';

export interface AccountPatch {
  first_name?: string;
  last_name?: string;
  photo_url?: string | null;
  cover_url?: string | null;
  bio?: string | null;
  country_code?: string | null;
  organization_name?: string | null;
  show_organization_name?: boolean;
  physical_address?: string | null;
  notification_frequency?: NotificationFrequency;
  unsubscribed?: boolean;
  password?: string;
  current_password?: string;
}

/** PATCH /users/{id}: answers the updated session user. */
export function updateAccount(api: Transport, id: string | number, patch: AccountPatch): Promise<AccountUser> {
  return api.patch<AccountUser>(`/users/${String(id)}`, patch);
}

export function resendConfirmation(api: Transport): Promise<{ message: string }> {
  return api.post<{ message: string }>('/users/confirm-email/resend');
}
