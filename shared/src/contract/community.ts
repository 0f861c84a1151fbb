/** Community posts on a partner's profile and the profile feed (docs/api-partners.md "Community posts", "Feed"). */
import { Cents, Id, Nullable, ObjectOrNull, Query, StringEnum, Text, Timestamp, Type, type Static } from './common.js';

const Urls = (max: number) => Type.Array(Text(2048), { maxItems: max });

/** POST /users/{id}/community-posts. `user_id`, when sent, names the author (the caller); null when absent. */
export const CommunityPostBody = Type.Object(
  {
    message: Type.Optional(Text(20_000)),
    photo_urls: Type.Optional(Urls(10)),
    video_urls: Type.Optional(Urls(5)),
    user_id: Type.Optional(Nullable(Id)),
  },
  { additionalProperties: false },
);
export type CommunityPostBody = Static<typeof CommunityPostBody>;

/** PUT /users/{id}/community-posts/{post_id}: the fields given replace the stored ones. */
export const CommunityPostEditBody = Type.Object(
  { message: Type.Optional(Text(20_000)), photo_urls: Type.Optional(Urls(10)), video_urls: Type.Optional(Urls(5)) },
  { additionalProperties: false },
);
export type CommunityPostEditBody = Static<typeof CommunityPostEditBody>;

export const CommunityAuthor = Type.Object({ id: Id, name: Type.String(), photo_url: Nullable(Type.String()) });
export type CommunityAuthor = Static<typeof CommunityAuthor>;

export const CommunityPost = Type.Object({
  id: Id,
  profile_id: Id,
  author: Nullable(CommunityAuthor),
  message: Type.String(),
  photo_urls: Type.Array(Type.String()),
  video_urls: Type.Array(Type.String()),
  comments_count: Type.Integer(),
  likes_count: Type.Integer(),
  liked_by_me: Type.Boolean(),
  pinned: Type.Boolean(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type CommunityPost = Static<typeof CommunityPost>;

export const CommunityComment = Type.Object({
  id: Id,
  post_id: Id,
  author: Nullable(CommunityAuthor),
  message: Type.String(),
  likes_count: Type.Integer(),
  liked_by_me: Type.Boolean(),
  created_at: Timestamp,
});
export type CommunityComment = Static<typeof CommunityComment>;

/** GET /users/{profile_id}/community-posts/{feed_id}: the post and its comments, oldest first. */
export const CommunityPostThread = Type.Object({ ...CommunityPost.properties, comments: Type.Array(CommunityComment) });
export type CommunityPostThread = Static<typeof CommunityPostThread>;

export const CommunityThreadQuery = Query({
  limit: Type.Integer({ minimum: 1, maximum: 200, default: 100 }),
  offset: Type.Integer({ minimum: 0, default: 0 }),
});
export type CommunityThreadQuery = Static<typeof CommunityThreadQuery>;

/** POST …/comments: `user_id`, when sent, must be the caller. */
export const CommunityCommentBody = Type.Object(
  { message: Text(5_000), user_id: Type.Optional(Nullable(Id)) },
  { additionalProperties: false },
);
export type CommunityCommentBody = Static<typeof CommunityCommentBody>;

/** Likes: an optional `user_id`, which must be the caller. */
export const CommunityLikeBody = ObjectOrNull(Type.Object({ user_id: Type.Optional(Nullable(Id)) }));
export type CommunityLikeBody = Static<typeof CommunityLikeBody>;

export const CommunityLikeState = Type.Object({ id: Id, likes_count: Type.Integer(), liked_by_me: Type.Boolean() });
export type CommunityLikeState = Static<typeof CommunityLikeState>;

export const CommunityPostParams = Type.Object({ id: Id, post_id: Id });
export type CommunityPostParams = Static<typeof CommunityPostParams>;
export const CommunityPhotoParams = Type.Object({ id: Id, post_id: Id, photo_id: Type.Integer({ minimum: 0, maximum: 9 }) });
export type CommunityPhotoParams = Static<typeof CommunityPhotoParams>;
export const CommunityCommentParams = Type.Object({ id: Id, post_id: Id, event_id: Id });
export type CommunityCommentParams = Static<typeof CommunityCommentParams>;

/** POST /users/{id}/feed/v2/pin. */
export const PinBody = Type.Object({ post_id: Id }, { additionalProperties: false });
export type PinBody = Static<typeof PinBody>;

export const PinnedPost = Type.Object({ post: Nullable(CommunityPost) });
export type PinnedPost = Static<typeof PinnedPost>;

/** What a profile feed mixes (spec §2 "Feeds"); `types[]` picks some. */
export const FEED_TYPES = ['community_post', 'update', 'new_project', 'funded', 'gift'] as const;
export type FeedType = (typeof FEED_TYPES)[number];

/** GET /users/{id}/feed/v2: `limit`, `offset` or the keyset cursor `before` (the last item's `cursor`), `types[]`. */
export const FeedQuery = Query({
  limit: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
  offset: Type.Integer({ minimum: 0, maximum: 10_000, default: 0 }),
  before: Type.Optional(Text(80)),
  'types[]': Type.Optional(Type.Array(StringEnum(FEED_TYPES), { maxItems: 5 })),
});
export type FeedQuery = Static<typeof FeedQuery>;

const FeedProject = Type.Object({ id: Id, title: Type.String(), photo_url: Nullable(Type.String()) });

export const FeedItem = Type.Object({
  type: StringEnum(FEED_TYPES),
  /** The source row's id (a post, an update, a project, a gift). */
  id: Id,
  at: Timestamp,
  /** Pass as `before` for the next page. */
  cursor: Type.String(),
  post: Nullable(CommunityPost),
  project: Nullable(FeedProject),
  message: Nullable(Type.String()),
  photo_urls: Type.Array(Type.String()),
  amount_cents: Nullable(Cents),
  /** A gift's donor; null for an anonymous gift (never revealed). */
  donor: Nullable(CommunityAuthor),
});
export type FeedItem = Static<typeof FeedItem>;

export const FeedPage = Type.Object({
  data: Type.Array(FeedItem),
  total: Type.Integer({ minimum: 0 }),
  next_cursor: Nullable(Type.String()),
});
export type FeedPage = Static<typeof FeedPage>;

/** DELETE of a post: 204, no body. */
export const CommunityPostDeleted = Type.Unsafe<void>(Type.Null({ description: 'Deleted' }));
