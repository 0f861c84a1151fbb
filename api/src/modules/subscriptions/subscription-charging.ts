import type { AppContext } from '../../app-context.js';
import { paymentGateway, UnknownPaymentMethodError, type Decline } from '../payments/payments.service.js';
import { paymentResultOf, type PaymentResult } from '../payments/payment-requests.service.js';
import type { SubscriptionRow } from './subscriptions.repository.js';

/**
 * Charging a month after the first (renewals and the donor's "pay now") through the payment gateway. The
 * first month is the payment request that started the subscription (subscription-payments.service.ts).
 * The processor's idempotency key is `subscription-{id}-{period}-{attempt}`: a retry of the same attempt (a
 * request or a scheduler run that took over a crashed one) reaches the same PaymentIntent and never charges
 * twice; a new attempt after a decline gets a new intent. The amounts and card are the attempt's frozen
 * ones (charge_*).
 */

/** Who asked for the charge, which decides what a failure does (see recordOutcome). */
export type ChargeMode = 'first' | 'renewal' | 'donor';

const chargeKey = (row: Pick<SubscriptionRow, 'id' | 'period' | 'attempt'>) => `subscription-${row.id}-${row.period}-${row.attempt}`;

/** The intent's metadata: the webhook finds the subscription and month by it. */
export const chargeMetadata = (row: Pick<SubscriptionRow, 'id' | 'period' | 'project_id'>) => ({
  subscription_id: String(row.id),
  period: String(row.period),
  project_id: String(row.project_id),
});

/** A saved card the processor no longer has (detached): a failure of the renewal, like a decline. */
const CARD_GONE: Decline = {
  code: 'payment_method_unavailable',
  declineCode: null,
  message: 'The card of this monthly gift is no longer available.',
};

/** Charges the row's current attempt; off-session for renewals (the donor is not there to authenticate). */
export async function chargeAttempt(ctx: AppContext, row: SubscriptionRow, offSession: boolean): Promise<PaymentResult> {
  try {
    const result = await paymentGateway(ctx).createAndConfirmPaymentIntent({
      amountCents: row.charge_amount_cents! + row.charge_tip_cents!,
      customer: row.customer_id,
      paymentMethodId: row.charge_payment_method_id!,
      idempotencyKey: chargeKey(row),
      offSession,
      metadata: { purpose: 'subscription', ...chargeMetadata(row) },
    });
    return paymentResultOf(result);
  } catch (err) {
    // A renewal's card that vanished is the donor's to replace; a request with an unknown card is bad input.
    if (offSession && err instanceof UnknownPaymentMethodError) return { status: 'declined', intent: null, decline: CARD_GONE };
    throw err;
  }
}

/** What a PaymentIntent waiting for the donor's authentication has become. */
export async function retrievePending(ctx: AppContext, intentId: string): Promise<PaymentResult> {
  return paymentResultOf(await paymentGateway(ctx).retrieve(intentId));
}
