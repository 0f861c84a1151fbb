import { CONTENT_ROLES } from '@storyfund/shared/roles';
import { isGoodRating } from '@storyfund/shared/constants';
import { REVIEWS_SHOWN, validateRating, validateReviewAnswer, validateReviewText } from '@storyfund/shared/validation';
import type { CanAddReview, Review, ReviewBody, ReviewEditBody, ReviewList, ReviewRequestsSetting } from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { isSelfOrAdmin, requireAccountRole, requireMember, requireSelfOrAdmin, type Caller } from '../../lib/access.js';
import { assertValid, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.js';
import { loadProject } from '../projects/project-access.service.js';
import { findUserById } from '../users/accounts.service.js';
import * as repo from './reviews.repository.js';

const NOT_A_DONOR = 'Only donors who gave to one of this partner’s projects can review it.';

function reviewView(row: repo.ReviewRow): Review {
  const name =
    row.author_show_organization_name && row.author_organization_name?.trim()
      ? row.author_organization_name.trim()
      : `${row.author_first_name} ${row.author_last_name ?? ''}`.trim();
  return {
    id: row.id,
    partner_id: row.partner_id,
    author: { id: row.author_id, name, photo_url: row.author_photo_url },
    rating: row.rating,
    review: row.review,
    answer: row.answer,
    answered_at: row.answered_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The partner a review is about: a partner account that is not banned, not a guest, not folded away. */
async function partnerAccount(ctx: AppContext, partnerId: number) {
  const user = await findUserById(ctx.db, partnerId);
  if (!user || !user.is_partner || user.banned_at || user.is_anonymous || user.merged_into_id) throw new NotFoundError('Partner not found');
  return user;
}

/** A review of this partner, or 404. */
async function reviewOn(ctx: AppContext, partnerId: number, reviewId: number) {
  const row = await repo.findReview(ctx.db, reviewId);
  if (!row || row.partner_id !== partnerId) throw new NotFoundError('Review not found');
  return row;
}

async function viewOne(ctx: AppContext, reviewId: number): Promise<Review> {
  return reviewView((await repo.findReview(ctx.db, reviewId))!);
}

/** Why this member may not review this partner, or null when they may. */
async function whyNot(ctx: AppContext, actorId: number, partnerId: number): Promise<string | null> {
  if (actorId === partnerId) return 'You cannot review your own organisation.';
  if (!(await repo.gaveTo(ctx.db, actorId, partnerId))) return NOT_A_DONOR;
  return null;
}

/** GET /users/{id}/user-reviews (public): up to 399, newest first, with the average of all and the good-rating flag. */
export async function listReviews(ctx: AppContext, partnerId: number): Promise<ReviewList> {
  await partnerAccount(ctx, partnerId);
  const [rows, summary] = await Promise.all([repo.listReviews(ctx.db, partnerId, REVIEWS_SHOWN), repo.ratingSummary(ctx.db, partnerId)]);
  return {
    data: rows.map(reviewView),
    total: summary.count,
    average: summary.average,
    good_rating: summary.average !== null && isGoodRating(summary.average),
  };
}

/** GET /users/{id}/user-reviews/can-add-review: a member who gave and has not reviewed yet. */
export async function canAddReview(ctx: AppContext, caller: Caller, partnerId: number): Promise<CanAddReview> {
  const actor = requireMember(caller);
  await partnerAccount(ctx, partnerId);
  const own = await repo.findReviewBy(ctx.db, partnerId, actor.id);
  if (own) return { can_add_review: false, review_id: own.id, reason: 'You already reviewed this partner: you can edit your review.' };
  const reason = await whyNot(ctx, actor.id, partnerId);
  return { can_add_review: reason === null, review_id: null, reason };
}

/** POST /users/{id}/user-reviews: once per donor and partner; a second submit (even a concurrent one) answers 409. */
export async function createReview(ctx: AppContext, caller: Caller, partnerId: number, input: ReviewBody): Promise<Review> {
  const actor = requireMember(caller);
  await partnerAccount(ctx, partnerId);
  const reason = await whyNot(ctx, actor.id, partnerId);
  if (reason) throw new ForbiddenError(reason);
  const review = input.review.trim();
  assertValid({ rating: validateRating(input.rating), review: validateReviewText(review) });
  const id = await ctx.transaction(async (tx) => {
    const reviewId = await repo.insertReview(tx, {
      partner_id: partnerId,
      author_id: actor.id,
      rating: input.rating,
      review,
      at: ctx.clock.now(),
    });
    if (reviewId === undefined) throw new ConflictError('You already reviewed this partner: edit your review instead.');
    await ctx.events.emit(tx, 'review.created', { review_id: reviewId, partner_id: partnerId, author_id: actor.id, rating: input.rating });
    return reviewId;
  });
  return viewOne(ctx, id);
}

/** PATCH /users/{id}/user-reviews/{review_id}: the author only. */
export async function editReview(
  ctx: AppContext,
  caller: Caller,
  partnerId: number,
  reviewId: number,
  input: ReviewEditBody,
): Promise<Review> {
  const actor = requireMember(caller);
  const row = await reviewOn(ctx, partnerId, reviewId);
  if (row.author_id !== actor.id) throw new ForbiddenError('You can only edit your own review.');
  const review = input.review?.trim();
  assertValid({
    rating: input.rating === undefined ? undefined : validateRating(input.rating),
    review: review === undefined ? undefined : validateReviewText(review),
  });
  await repo.updateReview(
    ctx.db,
    reviewId,
    { ...(input.rating !== undefined ? { rating: input.rating } : {}), ...(review !== undefined ? { review } : {}) },
    ctx.clock.now(),
  );
  return viewOne(ctx, reviewId);
}

/** DELETE /users/{id}/user-reviews/{review_id}: the author, or an admin. */
export async function deleteReview(ctx: AppContext, caller: Caller, partnerId: number, reviewId: number): Promise<void> {
  const actor = requireMember(caller);
  const row = await reviewOn(ctx, partnerId, reviewId);
  if (!isSelfOrAdmin(actor, row.author_id)) throw new ForbiddenError('You can only delete your own review.');
  await repo.deleteReview(ctx.db, reviewId);
}

/** PUT /users/{id}/user-reviews/{review_id}/answer: the partner's one public answer (editable), by its content roles or an admin. */
export async function answerReview(ctx: AppContext, caller: Caller, partnerId: number, reviewId: number, answer: string): Promise<Review> {
  requireAccountRole(caller, partnerId, CONTENT_ROLES);
  await reviewOn(ctx, partnerId, reviewId);
  const text = answer.trim();
  assertValid({ answer: validateReviewAnswer(text) });
  await repo.setAnswer(ctx.db, reviewId, text, ctx.clock.now());
  return viewOne(ctx, reviewId);
}

/** users/{id}/user-reviews/unsubscribed: the account's own choice (or an admin's). */
export async function reviewRequests(ctx: AppContext, caller: Caller, userId: number): Promise<ReviewRequestsSetting> {
  requireSelfOrAdmin(caller, userId);
  return { unsubscribed: await repo.isOptedOut(ctx.db, userId) };
}

export async function setReviewRequests(
  ctx: AppContext,
  caller: Caller,
  userId: number,
  unsubscribed: boolean,
): Promise<ReviewRequestsSetting> {
  requireSelfOrAdmin(caller, userId);
  if (!(await findUserById(ctx.db, userId))) throw new NotFoundError('User not found');
  await repo.setOptOut(ctx.db, userId, unsubscribed, ctx.clock.now());
  return { unsubscribed };
}

/** For the abuse-reports module: the review being reported, and its partner. */
export async function findReportableReview(ctx: AppContext, reviewId: number): Promise<{ id: number; partner_id: number }> {
  const row = await repo.findReview(ctx.db, reviewId);
  if (!row) throw new NotFoundError('Review not found');
  return { id: row.id, partner_id: row.partner_id };
}

/** Directory cards: each partner's rating. */
export async function ratingsOf(ctx: AppContext, partnerIds: number[]) {
  return repo.ratingsOf(ctx.db, partnerIds);
}

/**
 * Whether a review request may be mailed to this donor: the one place that decides (the review opt-out, and
 * the account-wide `unsubscribed` from non-transactional mail), so a mail-level rule can take it over.
 */
const mayAskForReview = (donor: { opted_out: boolean; unsubscribed: boolean }): boolean => !donor.opted_out && !donor.unsubscribed;

/**
 * project.funded (durable listener): each donor whose gift to the project succeeded is asked, by email, to
 * review its partner; once per donor and project (the mail's dedupe key), never after they opted out, and
 * not when they already reviewed the partner.
 */
export async function requestReviews(ctx: AppContext, e: DomainEvents['project.funded']): Promise<void> {
  const project = await loadProject(ctx.db, e.project_id).catch(() => undefined);
  if (!project) return;
  const partner = await findUserById(ctx.db, project.owner_id);
  if (!partner?.is_partner || partner.banned_at) return;
  const partnerName =
    partner.show_organization_name && partner.organization_name?.trim() ? partner.organization_name.trim() : partner.first_name;
  const link = `${ctx.config.publicUrl}/profile/${partner.id}#reviews`;
  for (const donor of await repo.donorsToAsk(ctx.db, project.id)) {
    if (donor.id === partner.id || !mayAskForReview(donor)) continue;
    if (await repo.findReviewBy(ctx.db, partner.id, donor.id)) continue;
    // News, not transactional: the mail module also drops it for the unsubscribed and adds the one-click link.
    await ctx.mailer.send({
      transactional: false,
      userId: donor.id,
      to: donor.email,
      subject: `"${project.title}" is funded: how was ${partnerName}?`,
      dedupeKey: `review-request:${project.id}:${donor.id}`,
      text: [
        `Dear ${donor.first_name || 'friend'},`,
        '',
        `"${project.title}", which you gave to, is fully funded. Thank you!`,
        `Would you rate ${partnerName} and say a few words for other donors?`,
        '',
        `Write your review: ${link}`,
        '',
        `No more review requests: ${ctx.config.publicUrl}/personal#review-requests`,
      ].join('\n'),
    });
  }
}
