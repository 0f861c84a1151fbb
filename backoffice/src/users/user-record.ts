/** A user as the admin API answers it: the session-user shape plus the admin-only fields. */
import type { NotificationFrequency } from '@storyfund/shared/constants';
import type { IsoDateString, SessionUser } from '@storyfund/shared/types';

export type UserRecord = SessionUser & {
  is_sales: boolean;
  created_at: IsoDateString;
  banned_at: IsoDateString | null;
  notification_frequency: NotificationFrequency;
  has_password: boolean;
};
