import { randomBytes } from 'node:crypto';
import type { SandboxAuthentication } from '@storyfund/shared/contract';
import { estimateCardFeeCents } from '@storyfund/shared/constants';
import type { Executor } from '../../db/client.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import { createClock, type Clock } from '../../lib/clock.js';
import * as repo from './payments.repository.js';
import { UnknownPaymentMethodError, type Decline, type IntentResult, type PaymentGateway } from './payment-gateway.js';
import { resolveSandboxCard, sandboxCardCalls } from './sandbox-cards.js';

/**
 * The built-in processor, used by default. It behaves like Stripe's test mode for Stripe's own test
 * payment-method ids, and keeps its intents, customers and saved cards in the database (payment_intents,
 * payment_customers, payment_methods), so any API instance can confirm an intent another one created.
 * When an intent changes state (succeeded, or failed) it tells `onIntentChange`: payments.service.ts
 * delivers the matching webhook event (sandbox-events.ts).
 */
export interface SandboxOptions {
  clock?: Clock;
  onIntentChange?: (row: repo.IntentRow) => Promise<void>;
}

const SUCCEEDS = new Set(['pm_card_visa', 'pm_card_visa_debit', 'pm_card_mastercard', 'pm_card_amex']);
const AUTHENTICATES = new Set(['pm_card_threeDSecure2Required', 'pm_card_authenticationRequired']);

/** Stripe's codes and messages for its declining test cards. */
const SANDBOX_DECLINES: Record<string, Decline> = {
  pm_card_chargeDeclined: { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
  pm_card_chargeDeclinedInsufficientFunds: {
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  pm_card_chargeDeclinedExpiredCard: { code: 'expired_card', declineCode: 'expired_card', message: 'Your card has expired.' },
  pm_card_chargeDeclinedIncorrectCvc: {
    code: 'incorrect_cvc',
    declineCode: 'incorrect_cvc',
    message: "Your card's security code is incorrect.",
  },
  pm_card_chargeDeclinedProcessingError: {
    code: 'processing_error',
    declineCode: null,
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
};

export const AUTHENTICATION_FAILURE: Decline = {
  code: 'authentication_failure',
  declineCode: null,
  message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

const OFF_SESSION_AUTHENTICATION: Decline = {
  code: 'authentication_required',
  declineCode: 'authentication_required',
  message: 'Your card was declined. This transaction requires authentication.',
};

const randomId = (prefix: string) => `${prefix}${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x')}`;

export function createSandboxGateway(db: Executor, options: SandboxOptions = {}): PaymentGateway {
  const changed = async (row: repo.IntentRow) => {
    if (row.status !== 'requires_action') await options.onIntentChange?.(row);
  };
  const result = (row: repo.IntentRow): IntentResult => {
    const intent = { id: row.provider_id, recordId: row.id, amountCents: row.amount_cents, clientSecret: row.client_secret };
    if (row.status === 'succeeded') return { status: 'succeeded', intent, feeCents: row.fee_cents };
    if (row.status === 'requires_action') {
      return {
        status: 'requires_action',
        intent,
        nextAction: { type: 'sandbox_authenticate', authenticate_url: `/api/payments/sandbox/${row.provider_id}/authenticate` },
      };
    }
    const decline = {
      code: row.last_error_code ?? 'card_declined',
      declineCode: row.last_error_decline_code,
      message: row.last_error_message ?? 'Your card was declined.',
    };
    return { status: 'declined', intent, decline };
  };
  const load = async (intentId: string) => {
    const row = await repo.findIntent(db, 'sandbox', intentId);
    if (!row) throw new NotFoundError(`No such payment intent: '${intentId}'`);
    return row;
  };
  const declined = (d: Decline) => ({ last_error_code: d.code, last_error_decline_code: d.declineCode, last_error_message: d.message });

  return {
    provider: 'sandbox',

    async createCustomer({ userId, email, idempotencyKey }) {
      const row = await repo.insertCustomerOnce(db, {
        provider: 'sandbox',
        provider_customer_id: randomId('cus_sbx_'),
        user_id: userId,
        email,
        idempotency_key: idempotencyKey,
      });
      return { id: row.provider_customer_id };
    },

    async createAndConfirmPaymentIntent(params) {
      const pm = params.paymentMethodId;
      const card = await resolveSandboxCard(db, pm, params.customer);
      const decline = SANDBOX_DECLINES[card] ?? (params.offSession && AUTHENTICATES.has(card) ? OFF_SESSION_AUTHENTICATION : undefined);
      if (!decline && !SUCCEEDS.has(card) && !AUTHENTICATES.has(card)) throw new UnknownPaymentMethodError(pm);
      const providerId = randomId('pi_sbx_');
      const { row, created } = await repo.insertIntentOnce(db, {
        provider: 'sandbox',
        provider_id: providerId,
        idempotency_key: params.idempotencyKey,
        customer_id: params.customer,
        payment_method_id: pm,
        amount_cents: params.amountCents,
        off_session: params.offSession ?? false,
        client_secret: `${providerId}_secret_${randomBytes(18).toString('base64url')}`,
        metadata: params.metadata,
        ...(decline
          ? { status: 'requires_payment_method', ...declined(decline) }
          : AUTHENTICATES.has(card)
            ? { status: 'requires_action', authentication: 'pending' }
            : { status: 'succeeded', fee_cents: estimateCardFeeCents(params.amountCents) }),
      });
      // Like Stripe: a key reused with other parameters is an error, never a second charge.
      if (!created && (row.amount_cents !== params.amountCents || row.payment_method_id !== pm)) {
        throw new ConflictError('This idempotency key was already used with different payment parameters.');
      }
      if (created) await changed(row);
      return result(row);
    },

    // The dialog (authenticateSandboxIntent) settles the intent, as Stripe.js does; confirming answers
    // what it became: still requires_action until the donor has answered the dialog.
    async confirmPaymentIntent(intentId) {
      return result(await load(intentId));
    },

    async retrieve(intentId, known) {
      return result(known?.provider_id === intentId ? known : await load(intentId));
    },

    // Like Stripe: only a succeeded charge, never more than is left of it, once per idempotency key.
    async refund({ intentId, amountCents, idempotencyKey }) {
      const intent = await load(intentId);
      const known = await repo.findRefundByKey(db, 'sandbox', idempotencyKey);
      if (known) {
        if (known.payment_intent_id !== intent.id || known.amount_cents !== amountCents)
          throw new ConflictError('This idempotency key was already used with different refund parameters.');
        return { id: known.provider_id, recordId: known.id, amountCents: known.amount_cents, status: known.status };
      }
      if (intent.status !== 'succeeded') throw new ConflictError('This payment has no succeeded charge to refund.');
      const left = intent.amount_cents - (await repo.refundedCents(db, intent.id));
      if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || amountCents > left)
        throw new ConflictError('The refund is larger than what is left of the charge.');
      const { row } = await repo.insertRefundOnce(db, {
        provider: 'sandbox',
        provider_id: randomId('re_sbx_'),
        payment_intent_id: intent.id,
        idempotency_key: idempotencyKey,
        amount_cents: amountCents,
        status: 'succeeded',
      });
      return { id: row.provider_id, recordId: row.id, amountCents: row.amount_cents, status: row.status };
    },

    ...sandboxCardCalls(db, options.clock ?? createClock(), SANDBOX_DECLINES),
  };
}

/**
 * The simulated 3-D Secure dialog's answer, for the holder of the intent's client secret: approved, the
 * payment succeeds; failed, it goes back to requires_payment_method with authentication_failure. Once
 * only; `onChange` hears of the change (the webhook event).
 */
export async function authenticateSandboxIntent(
  db: Executor,
  intentId: string,
  clientSecret: string,
  outcome: 'approve' | 'fail',
  onChange?: (row: repo.IntentRow) => Promise<void>,
): Promise<SandboxAuthentication> {
  const decided = outcome === 'approve' ? 'approved' : 'failed';
  const intent = await repo.findIntent(db, 'sandbox', intentId);
  if (!intent || intent.client_secret !== clientSecret) throw new NotFoundError(`No such payment intent: '${intentId}'`);
  const settled =
    decided === 'approved'
      ? { status: 'succeeded' as const, fee_cents: estimateCardFeeCents(intent.amount_cents) }
      : {
          status: 'requires_payment_method' as const,
          last_error_code: AUTHENTICATION_FAILURE.code,
          last_error_decline_code: null,
          last_error_message: AUTHENTICATION_FAILURE.message,
        };
  const moved = await repo.decideAuthentication(db, intentId, clientSecret, decided, settled);
  if (moved) await onChange?.(moved);
  const row = moved ?? (await repo.findIntent(db, 'sandbox', intentId))!;
  if (row.authentication !== decided) throw new ConflictError('This payment has already been authenticated.');
  // The decision moved the intent on (succeeded, or back to requires_payment_method); it is final.
  return { id: row.provider_id, status: decided === 'approved' ? 'succeeded' : 'requires_payment_method', authentication: decided };
}
