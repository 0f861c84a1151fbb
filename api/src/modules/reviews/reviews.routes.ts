import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as contract from '@storyfund/shared/contract';
import { PUBLIC_READ } from '../../lib/http-cache.js';
import type { AppContext } from '../../app-context.js';
import * as service from './reviews.service.js';

const tags = ['reviews'];
const { IdParams, ReviewParams } = contract;

/** Partner reviews: list, write, edit, delete, the partner's answer, can-add-review and the review-request opt-out (docs/api-reviews.md). */
export const reviewsRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/users/:id/user-reviews',
    {
      config: PUBLIC_READ,
      schema: {
        tags,
        summary: 'A partner’s reviews (up to 399, newest first) with the average rating',
        params: IdParams,
        response: { 200: contract.ReviewList },
      },
    },
    (request) => service.listReviews(ctx, request.params.id),
  );

  app.post(
    '/users/:id/user-reviews',
    {
      schema: {
        tags,
        summary: 'Review a partner (a donor who gave to one of its projects; once)',
        params: IdParams,
        body: contract.ReviewBody,
        response: { 201: contract.Review },
      },
    },
    async (request, reply) => reply.status(201).send(await service.createReview(ctx, request.caller, request.params.id, request.body)),
  );

  app.get(
    '/users/:id/user-reviews/can-add-review',
    {
      schema: {
        tags,
        summary: 'Whether the caller may review this partner',
        params: IdParams,
        response: { 200: contract.CanAddReview },
      },
    },
    (request) => service.canAddReview(ctx, request.caller, request.params.id),
  );

  app.get(
    '/users/:id/user-reviews/unsubscribed',
    {
      schema: {
        tags,
        summary: 'Whether this account opted out of review requests by email',
        params: IdParams,
        response: { 200: contract.ReviewRequestsSetting },
      },
    },
    (request) => service.reviewRequests(ctx, request.caller, request.params.id),
  );

  app.put(
    '/users/:id/user-reviews/unsubscribed',
    {
      schema: {
        tags,
        summary: 'Opt out of (or back into) review requests by email',
        params: IdParams,
        body: contract.ReviewRequestsSetting,
        response: { 200: contract.ReviewRequestsSetting },
      },
    },
    (request) => service.setReviewRequests(ctx, request.caller, request.params.id, request.body.unsubscribed),
  );

  app.patch(
    '/users/:id/user-reviews/:review_id',
    {
      schema: {
        tags,
        summary: 'Edit one’s own review',
        params: ReviewParams,
        body: contract.ReviewEditBody,
        response: { 200: contract.Review },
      },
    },
    (request) => service.editReview(ctx, request.caller, request.params.id, request.params.review_id, request.body),
  );

  app.put(
    '/users/:id/user-reviews/:review_id/answer',
    {
      schema: {
        tags,
        summary: 'The partner’s public answer to a review (one, editable)',
        params: ReviewParams,
        body: contract.ReviewAnswerBody,
        response: { 200: contract.Review },
      },
    },
    (request) => service.answerReview(ctx, request.caller, request.params.id, request.params.review_id, request.body.answer),
  );

  app.delete(
    '/users/:id/user-reviews/:review_id',
    {
      schema: {
        tags,
        summary: 'Delete a review (its author, or an admin)',
        params: ReviewParams,
        response: { 204: contract.ReviewDeleted },
      },
    },
    async (request, reply) => {
      await service.deleteReview(ctx, request.caller, request.params.id, request.params.review_id);
      return reply.status(204).send();
    },
  );
};
