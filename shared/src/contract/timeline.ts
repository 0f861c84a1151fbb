/** A project's timeline (spec §3 "TimelineEvent", docs/api-timeline.md): updates, comments, encouragements, likes. */
import { TIMELINE_EVENT_TYPES } from '../constants/index.js';
import { Id, ListOf, Nullable, ObjectOrNull, PageQuery, StringEnum, Text, Timestamp, Type, type Static } from './common.js';

/** `/projects/{id}/.../{eventId}` route parameters. */
export const EventParams = Type.Object({ id: Id, eventId: Id });
export type EventParams = Static<typeof EventParams>;

/** GET /projects/{id}/timeline: 20 top-level events a page by default. */
export const TimelineQuery = PageQuery(20);
export type TimelineQuery = Static<typeof TimelineQuery>;

/** GET /projects/{id}/timeline/{eventId}: 50 replies a page by default. */
export const ThreadQuery = PageQuery(50);
export type ThreadQuery = Static<typeof ThreadQuery>;

/** The author card on an event. */
export const TimelineAuthor = Type.Object({
  id: Id,
  /** The organisation when the account shows it, else first and last name. */
  name: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  photo_url: Nullable(Type.String()),
  organization_name: Nullable(Type.String()),
  show_organization_name: Type.Boolean(),
  is_partner: Type.Boolean(),
});
export type TimelineAuthor = Static<typeof TimelineAuthor>;

/** A user mentioned in a message (`@[Name](user:id)`), or a gift's dedicatee (who may have no account). */
export const MentionedUser = Type.Object({ user_id: Nullable(Id), name: Type.String(), is_dedicatee: Type.Boolean() });
export type MentionedUser = Static<typeof MentionedUser>;

export const TimelineEvent = Type.Object({
  id: Id,
  type: StringEnum(TIMELINE_EVENT_TYPES),
  project_id: Id,
  /** Null for an anonymous gift's encouragement (so is `author`). */
  user_id: Nullable(Id),
  author: Nullable(TimelineAuthor),
  /** Null when `do_not_show_message` hides it from the viewer (all but the project side and the author). */
  message: Nullable(Type.String()),
  photo_urls: Type.Array(Type.String()),
  video_urls: Type.Array(Type.String()),
  /** Empty when the message is hidden from the viewer. */
  mentioned_users: Type.Array(MentionedUser),
  parent_id: Nullable(Id),
  /** Visible direct replies. */
  childs_count: Type.Integer(),
  likes_count: Type.Integer(),
  liked_by_me: Type.Boolean(),
  final: Type.Boolean(),
  do_not_show_message: Type.Boolean(),
  approved_sponsor_event: Type.Boolean(),
  has_response_from_recipient: Type.Boolean(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type TimelineEvent = Static<typeof TimelineEvent>;

export const TimelineEventList = ListOf(TimelineEvent);
export type TimelineEventList = Static<typeof TimelineEventList>;

/** GET /projects/{id}/timeline/{eventId}: the event and a page of its direct replies, oldest first. */
export const TimelineThread = Type.Object({ ...TimelineEvent.properties, comments: Type.Array(TimelineEvent) });
export type TimelineThread = Static<typeof TimelineThread>;

/** DELETE of an update or a comment: 204, no body (its static type is `void`: the handler sends nothing). */
export const EventDeleted = Type.Unsafe<void>(Type.Null({ description: 'Deleted: the event and its replies leave the timeline' }));

const urlList = Type.Array(Text(2048), { maxItems: 50 });

/**
 * POST /projects/{id}/updates, and PATCH .../updates/{eventId} (the fields given replace the stored ones).
 * Lengths, counts and links are checked by the service, with field errors that name the rule.
 */
export const UpdateBody = Type.Object(
  {
    message: Type.Optional(Text(20_000)),
    photo_urls: Type.Optional(urlList),
    video_urls: Type.Optional(urlList),
    final: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type UpdateBody = Static<typeof UpdateBody>;

/** POST /projects/{id}/comments: a top-level comment, or with `parent_id` a reply to that event. */
export const CommentBody = Type.Object({ message: Text(10_000), parent_id: Type.Optional(Id) }, { additionalProperties: false });
export type CommentBody = Static<typeof CommentBody>;

/** The spec's clients send `{ user_id }` with likes (it may only name the caller); an empty body is fine too. */
export const LikeBody = ObjectOrNull(Type.Object({ user_id: Type.Optional(Id) }));
export type LikeBody = Static<typeof LikeBody>;

export const LikeState = Type.Object({ event_id: Id, likes_count: Type.Integer(), liked_by_me: Type.Boolean() });
export type LikeState = Static<typeof LikeState>;

/** POST /projects/{id}/encouragements/{eventId}/thank: an optional reply, posted in the encouragement's thread. */
export const ThankBody = ObjectOrNull(Type.Object({ message: Type.Optional(Text(10_000)) }, { additionalProperties: false }));
export type ThankBody = Static<typeof ThankBody>;
