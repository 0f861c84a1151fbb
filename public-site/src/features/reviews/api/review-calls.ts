/** Partner reviews (spec §7 user-reviews; docs/api-reviews.md). Each takes the transport from the caller. */
import type { Transport } from '@storyfund/shared/transport';
import type { AbuseReport, Review, ReviewRequestsSetting } from '@storyfund/shared/contract';

export const reviewsKey = (partnerId: string) => `/users/${partnerId}/user-reviews`;
/** The viewer is part of the key: the answer depends on who asks. */
export const canAddReviewKey = (partnerId: string, viewerId: string) =>
  [`/users/${partnerId}/user-reviews/can-add-review`, viewerId] as const;
export const reviewRequestsKey = (userId: string) => `/users/${userId}/user-reviews/unsubscribed`;

export const createReview = (api: Transport, partnerId: string, body: { rating: number; review: string }) =>
  api.post<Review>(`/users/${partnerId}/user-reviews`, body);

export const editReview = (api: Transport, partnerId: string, reviewId: number, body: { rating: number; review: string }) =>
  api.patch<Review>(`/users/${partnerId}/user-reviews/${reviewId}`, body);

export const deleteReview = (api: Transport, partnerId: string, reviewId: number) =>
  api.delete(`/users/${partnerId}/user-reviews/${reviewId}`);

export const answerReview = (api: Transport, partnerId: string, reviewId: number, answer: string) =>
  api.put<Review>(`/users/${partnerId}/user-reviews/${reviewId}/answer`, { answer });

export const reportReview = (api: Transport, reviewId: number, reason: string, message: string) =>
  api.post<AbuseReport>('/abuse-reports', { review_id: reviewId, reason, ...(message.trim() ? { message: message.trim() } : {}) });

export const setReviewRequests = (api: Transport, userId: string, unsubscribed: boolean) =>
  api.put<ReviewRequestsSetting>(`/users/${userId}/user-reviews/unsubscribed`, { unsubscribed });
