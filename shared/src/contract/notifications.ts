/** In-app notifications (docs/api-notifications.md): the reader's own list, the unread count, marking read. */
import { NOTIFICATION_EVENTS } from '../constants/index.js';
import { Cents, Id, Nullable, Query, StringEnum, Timestamp, Type, type Static } from './common.js';

const NotificationActor = Type.Object({ id: Id, name: Type.String(), photo_url: Nullable(Type.String()) });

export const Notification = Type.Object({
  id: Id,
  /** What happened (spec §3 `event`). */
  event: StringEnum(NOTIFICATION_EVENTS),
  is_read: Type.Boolean(),
  created_at: Timestamp,
  /** Who did it; null for an anonymous gift or a milestone. */
  actor: Nullable(NotificationActor),
  project: Nullable(Type.Object({ id: Id, title: Type.String() })),
  /** The timeline event it is about (comment, reply, like, update, answered encouragement). */
  timeline_event_id: Nullable(Id),
  amount_cents: Nullable(Cents),
  /** The partner profile a community post, comment or like happened on; null for the other events. */
  profile: Nullable(Type.Object({ id: Id, name: Type.String() })),
  /** The community post it is about (community_post, community_comment, community_like, community_comment_like). */
  community_post_id: Nullable(Id),
  /** One sentence for the reader, and the site path it leads to. */
  text: Type.String(),
  link: Type.String(),
});
export type Notification = Static<typeof Notification>;

/** GET /notifications: newest first, keyset paged (`before_id` is the last id of the previous page). */
export const NotificationQuery = Query({
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  before_id: Type.Optional(Id),
});
export type NotificationQuery = Static<typeof NotificationQuery>;

export const NotificationList = Type.Object({
  data: Type.Array(Notification),
  /** All of the reader's notifications. */
  total: Type.Integer({ minimum: 0 }),
  /** Pass as `before_id` for the next page; null on the last page. */
  next_before_id: Nullable(Id),
});
export type NotificationList = Static<typeof NotificationList>;

/** The unread count (GET /notifications/unread-count, and the answer of every mark). Never below 0. */
export const UnreadCount = Type.Object({ unread_count: Type.Integer({ minimum: 0 }) });
export type UnreadCount = Static<typeof UnreadCount>;

export const MarkAllRead = Type.Object({ marked: Type.Integer({ minimum: 0 }), unread_count: Type.Integer({ minimum: 0 }) });
export type MarkAllRead = Static<typeof MarkAllRead>;
