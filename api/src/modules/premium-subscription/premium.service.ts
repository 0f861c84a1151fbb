import type { PremiumSubscription, UpdatePremiumSubscriptionBody } from '@storyfund/shared/contract';
import { validatePaymentMethodId } from '@storyfund/shared/validation';
import type { AppContext } from '../../app-context.js';
import { requireAccountRole, type Caller } from '../../lib/access.js';
import { assertValid, NotFoundError, ValidationError } from '../../lib/errors.js';
import { PaymentDeclinedError, paymentGateway, UnknownPaymentMethodError } from '../payments/payments.service.js';
import { premiumView } from './premium-views.js';
import * as repo from './premium.repository.js';

const noPlan = () => new NotFoundError('This account has no premium plan.');

/** GET users/{id}/premium-subscription: the live plan, else the last one that ended. The account, its admins, platform admins. */
export async function getPremium(ctx: AppContext, caller: Caller, accountId: number): Promise<PremiumSubscription> {
  requireAccountRole(caller, accountId, ['admin']);
  const row = await repo.findShown(ctx.db, accountId);
  if (!row) throw noPlan();
  return premiumView(row);
}

/**
 * PATCH users/{id}/premium-subscription: `cancel_at_period_end` ends premium when the paid (or trial) period
 * ends, with nothing more charged (false takes it back); `payment_method_id` a new card for the renewals,
 * saved on the account's processor customer (a past-due plan is tried again at once with it).
 */
export async function updatePremium(
  ctx: AppContext,
  caller: Caller,
  accountId: number,
  patch: UpdatePremiumSubscriptionBody,
): Promise<PremiumSubscription> {
  requireAccountRole(caller, accountId, ['admin']);
  if (patch.cancel_at_period_end === undefined && patch.payment_method_id === undefined)
    throw new ValidationError({ base: ['Please cancel, resume, or give a new card'] });
  if (patch.payment_method_id !== undefined) assertValid({ payment_method_id: validatePaymentMethodId(patch.payment_method_id) });
  const row = await repo.findLive(ctx.db, accountId);
  if (!row || row.status === 'starting') throw noPlan();
  let card: string | undefined;
  if (patch.payment_method_id !== undefined) card = await saveNewCard(ctx, row, patch.payment_method_id);
  const next = await repo.updateRow(ctx.db, row.id, {
    ...(patch.cancel_at_period_end !== undefined ? { cancel_at_period_end: patch.cancel_at_period_end } : {}),
    ...(card !== undefined ? { payment_method_id: card } : {}),
    ...(card !== undefined && row.status === 'past_due' ? { next_charge_at: ctx.clock.now() } : {}),
  });
  return premiumView(next);
}

async function saveNewCard(ctx: AppContext, row: repo.PremiumRow, paymentMethodId: string): Promise<string> {
  try {
    const saved = await paymentGateway(ctx).attachPaymentMethod({ customer: row.customer_id!, userId: row.user_id, paymentMethodId });
    return saved.id;
  } catch (err) {
    if (err instanceof PaymentDeclinedError) throw new ValidationError({ payment_method_id: [err.message] });
    if (err instanceof UnknownPaymentMethodError)
      throw new ValidationError({ payment_method_id: ['This card is not known to the payment processor'] });
    throw err;
  }
}
