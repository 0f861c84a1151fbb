/** Partner reviews (docs/api-reviews.md): donors who gave rate a partner 1 to 5 with a text; the partner answers. */
import { Id, Nullable, Text, Timestamp, Type, type Static } from './common.js';

const ReviewAuthor = Type.Object({ id: Id, name: Type.String(), photo_url: Nullable(Type.String()) });

export const Review = Type.Object({
  id: Id,
  partner_id: Id,
  author: ReviewAuthor,
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  review: Type.String(),
  /** The partner's public answer, once it wrote one. */
  answer: Nullable(Type.String()),
  answered_at: Nullable(Timestamp),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Review = Static<typeof Review>;

/** GET /users/{id}/user-reviews: up to 399, newest first, with the average of all of them. */
export const ReviewList = Type.Object({
  data: Type.Array(Review),
  total: Type.Integer({ minimum: 0 }),
  /** The average rating (two decimals), null with no review. */
  average: Nullable(Type.Number()),
  /** Spec §9: the average is above 2. */
  good_rating: Type.Boolean(),
});
export type ReviewList = Static<typeof ReviewList>;

/** The rating is checked by the API (shared rule) so its message can be a field error. */
export const ReviewBody = Type.Object({ rating: Type.Integer(), review: Text(20_000) }, { additionalProperties: false });
export type ReviewBody = Static<typeof ReviewBody>;

export const ReviewEditBody = Type.Object(
  { rating: Type.Optional(Type.Integer()), review: Type.Optional(Text(20_000)) },
  { additionalProperties: false },
);
export type ReviewEditBody = Static<typeof ReviewEditBody>;

export const ReviewAnswerBody = Type.Object({ answer: Text(20_000) }, { additionalProperties: false });
export type ReviewAnswerBody = Static<typeof ReviewAnswerBody>;

export const ReviewParams = Type.Object({ id: Id, review_id: Id });
export type ReviewParams = Static<typeof ReviewParams>;

/** GET /users/{id}/user-reviews/can-add-review: whether the caller may review this partner, and why not. */
export const CanAddReview = Type.Object({
  can_add_review: Type.Boolean(),
  /** The caller's own review of this partner, when there is one (they edit it instead). */
  review_id: Nullable(Id),
  reason: Nullable(Type.String()),
});
export type CanAddReview = Static<typeof CanAddReview>;

/** users/{id}/user-reviews/unsubscribed: the account's choice to get no review requests by email. */
export const ReviewRequestsSetting = Type.Object({ unsubscribed: Type.Boolean() }, { additionalProperties: false });
export type ReviewRequestsSetting = Static<typeof ReviewRequestsSetting>;

/** DELETE of a review: 204, no body. */
export const ReviewDeleted = Type.Unsafe<void>(Type.Null({ description: 'Deleted' }));
