/** What an in-app notification tells its reader (docs/api-notifications.md). */
export const NOTIFICATION_EVENTS = [
  'new_follower',
  'gift_received',
  'comment',
  'reply',
  'like',
  'update',
  'half_funded',
  'funded',
  'encouragement_answered',
  'community_post',
  'community_comment',
  'community_like',
  'community_comment_like',
  'review',
  'collaborator_invitation',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** How often the bell asks for the unread count (a 304 when nothing changed). */
export const NOTIFICATION_POLL_MS = 10_000;

/** The page size of /notifications. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
