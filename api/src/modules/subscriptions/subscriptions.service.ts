import type { Subscription, SubscriptionList, SubscriptionStopped, UpdateSubscriptionBody } from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import { requireActor, requireSelfOrAdmin, type Caller } from '../../lib/access.js';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { PaymentDeclinedError, paymentGateway, UnknownPaymentMethodError } from '../payments/payments.service.js';
import { parseSubscriptionPatch } from './subscription-input.js';
import { requireMonthlyDonor } from './subscription-payments.service.js';
import { subscriptionView } from './subscription-views.js';
import * as repo from './subscriptions.repository.js';

/** Reading, changing and stopping monthly gifts (contract C); the calls that charge are in subscription-payments.service.ts. */
export interface Page {
  limit: number;
  offset: number;
}

const notMonthly = () => new NotFoundError('You do not give monthly to this project.');
const shown = async (ctx: AppContext, row: repo.SubscriptionRow) => subscriptionView(row, await repo.projectTitle(ctx.db, row.project_id));

/** GET /projects/{id}/subscription: the caller's monthly gift to the project (the live one, else the last stopped one). */
export async function getSubscription(ctx: AppContext, caller: Caller, projectId: number): Promise<Subscription> {
  const actor = requireActor(caller);
  const row = await repo.findShown(ctx.db, actor.id, projectId);
  if (!row) throw notMonthly();
  return shown(ctx, row);
}

/**
 * PATCH /projects/{id}/subscription: a new amount (from the next month on) or a new card, saved on the
 * donor's processor customer (an unknown card, or one the processor refuses, is a 422 on payment_method_id).
 * A new card on a past-due gift is tried at the next renewal run.
 */
export async function updateSubscription(
  ctx: AppContext,
  caller: Caller,
  projectId: number,
  patch: UpdateSubscriptionBody,
): Promise<Subscription> {
  const actor = requireMonthlyDonor(caller);
  const row = await repo.findLive(ctx.db, actor.id, projectId);
  if (!row || row.status === 'starting') throw notMonthly();
  const change = parseSubscriptionPatch(patch, row);
  let card: string | undefined;
  if (change.payment_method_id !== undefined) {
    try {
      const saved = await paymentGateway(ctx).attachPaymentMethod({
        customer: row.customer_id!,
        userId: actor.id,
        paymentMethodId: change.payment_method_id,
      });
      card = saved.id;
    } catch (err) {
      if (err instanceof PaymentDeclinedError) throw new ValidationError({ payment_method_id: [err.message] });
      if (err instanceof UnknownPaymentMethodError)
        throw new ValidationError({ payment_method_id: ['This card is not known to the payment processor'] });
      throw err;
    }
  }
  const retryNow = card !== undefined && row.status === 'past_due' && row.last_charged_at !== null && !row.pending_payment_intent;
  const next = await repo.updateRow(ctx.db, row.id, {
    ...(change.amount_cents !== undefined ? { amount_cents: change.amount_cents } : {}),
    ...(card !== undefined ? { payment_method_id: card } : {}),
    ...(retryNow ? { next_charge_at: ctx.clock.now() } : {}),
  });
  return shown(ctx, next);
}

/**
 * DELETE /projects/{id}/subscription (and DELETE /projects/{id}/gifts/monthly): stops the monthly gift.
 * Nothing more is charged; a charge already under way still becomes its gift. Stopping twice answers the
 * stopped gift again.
 */
export async function stopSubscription(ctx: AppContext, caller: Caller, projectId: number): Promise<SubscriptionStopped> {
  const actor = requireActor(caller);
  const live = await repo.findLive(ctx.db, actor.id, projectId);
  if (live?.status === 'starting') throw new ConflictError('This monthly gift is still starting. Please try again in a moment.');
  const stopped = live ? await repo.stopLive(ctx.db, live.id, ctx.clock.now()) : undefined;
  const row = stopped ?? (await repo.findShown(ctx.db, actor.id, projectId));
  if (!row) throw notMonthly();
  return { error_code: 'none' as const, subscription: await shown(ctx, row) };
}

/** GET /users/{id}/subscription/list: the account's monthly gifts, live ones first. Oneself or an admin. */
export async function listSubscriptions(ctx: AppContext, caller: Caller, userId: number, page: Page): Promise<SubscriptionList> {
  requireSelfOrAdmin(caller, userId);
  const { rows, total } = await repo.listForDonor(ctx.db, userId, page);
  return { data: rows.map((r) => subscriptionView(r.subscription, r.project_title)), total };
}

/** GET /users/{id}/subscription/{subscriptionId}. Oneself or an admin. */
export async function getUserSubscription(ctx: AppContext, caller: Caller, userId: number, subscriptionId: number): Promise<Subscription> {
  requireSelfOrAdmin(caller, userId);
  const row = await repo.findById(ctx.db, subscriptionId);
  if (!row || row.donor_id !== userId || row.status === 'starting' || row.status === 'declined')
    throw new NotFoundError('Monthly gift not found');
  return shown(ctx, row);
}
