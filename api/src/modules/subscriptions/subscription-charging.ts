import type { AppContext } from '../../app-context.js';
import { UnknownPaymentMethodError, type Decline, type IntentResult, type NextAction } from '../payments/payment-gateway.js';
import { paymentGateway } from '../payments/payments.service.js';
import type { SubscriptionRow } from './subscriptions.repository.js';

/**
 * Charging one month of a subscription through the payment gateway. The processor's idempotency key is
 * `subscription-{id}-{period}-{attempt}`: a retry of the same attempt (a request or a scheduler run that
 * took over a crashed one) reaches the same PaymentIntent and never charges twice; a new attempt after a
 * decline gets a new intent. The amounts and card are the attempt's frozen ones (charge_*).
 */
export type ChargeResult =
  | { status: 'succeeded'; intentId: string; intentRecordId: number; feeCents: number | null }
  | { status: 'requires_action'; intent: { id: string; client_secret: string; next_action: NextAction } }
  | { status: 'declined'; decline: Decline };

/** Who asked for the charge, which decides what a failure does (see recordOutcome). */
export type ChargeMode = 'first' | 'renewal' | 'donor';

export const chargeKey = (row: Pick<SubscriptionRow, 'id' | 'period' | 'attempt'>) => `subscription-${row.id}-${row.period}-${row.attempt}`;

/** A saved card the processor no longer has (detached): a failure of the renewal, like a decline. */
const CARD_GONE: Decline = {
  code: 'payment_method_unavailable',
  declineCode: null,
  message: 'The card of this monthly gift is no longer available.',
};

export function fromIntent(result: IntentResult): ChargeResult {
  if (result.status === 'succeeded') {
    return { status: 'succeeded', intentId: result.intent.id, intentRecordId: result.intent.recordId, feeCents: result.feeCents };
  }
  if (result.status === 'requires_action') {
    return {
      status: 'requires_action',
      intent: { id: result.intent.id, client_secret: result.intent.clientSecret, next_action: result.nextAction },
    };
  }
  return { status: 'declined', decline: result.decline };
}

/** Charges the row's current attempt; off-session for renewals (the donor is not there to authenticate). */
export async function chargeAttempt(ctx: AppContext, row: SubscriptionRow, offSession: boolean): Promise<ChargeResult> {
  try {
    const result = await paymentGateway(ctx).createAndConfirmPaymentIntent({
      amountCents: row.charge_amount_cents! + row.charge_tip_cents!,
      customer: row.customer_id,
      paymentMethodId: row.charge_payment_method_id!,
      idempotencyKey: chargeKey(row),
      offSession,
      metadata: {
        purpose: 'subscription',
        subscription_id: String(row.id),
        period: String(row.period),
        project_id: String(row.project_id),
      },
    });
    return fromIntent(result);
  } catch (err) {
    // A renewal's card that vanished is the donor's to replace; a request with an unknown card is bad input.
    if (offSession && err instanceof UnknownPaymentMethodError) return { status: 'declined', decline: CARD_GONE };
    throw err;
  }
}

/** What a PaymentIntent waiting for the donor's authentication has become. */
export async function retrievePending(ctx: AppContext, intentId: string): Promise<ChargeResult> {
  return fromIntent(await paymentGateway(ctx).retrieve(intentId));
}
