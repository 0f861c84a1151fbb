import Stripe from 'stripe';
import type { StripeConfig } from '../../config.js';
import type { Executor } from '../../db/client.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import * as repo from './payments.repository.js';
import * as cards from './payment-methods.repository.js';
import { UnknownPaymentMethodError, type PaymentGateway, type SavedCard } from './payment-gateway.js';
import { declineOfError, mapStripeError, mirroredState, resultOf } from './stripe-mapping.js';

/**
 * The payment gateway over Stripe's official SDK, used when STRIPE_SECRET_KEY is set. Card details never
 * reach us: the browser turns them into a PaymentMethod with Stripe Elements and sends its `pm_...` id.
 * Every intent is mirrored in payment_intents (provider 'stripe'), so gifts reference a row as with the
 * sandbox; cards attached through us are mirrored in payment_methods, which says who may use them.
 */

/** The charge's balance transaction comes with the intent, for the real fee. */
const EXPAND = ['latest_charge.balance_transaction'];

function stripeClient(config: StripeConfig): Stripe {
  const api = config.apiUrl ? new URL(config.apiUrl) : undefined;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Storyfund' },
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

export function createStripeGateway(db: Executor, config: StripeConfig): PaymentGateway {
  const stripe = stripeClient(config);

  /** Brings the mirror row up to date with the intent (creating it the first time). */
  const mirror = async (pi: Stripe.PaymentIntent, origin?: { idempotencyKey: string; offSession: boolean }) => {
    const state = mirroredState(pi);
    const updated = await repo.updateIntent(db, 'stripe', pi.id, {
      ...state,
      ...(pi.client_secret ? { client_secret: pi.client_secret } : {}),
    });
    if (updated) return updated;
    return repo.insertMirror(db, {
      provider: 'stripe',
      provider_id: pi.id,
      idempotency_key: origin?.idempotencyKey ?? `stripe:${pi.id}`,
      customer_id: typeof pi.customer === 'string' ? pi.customer : (pi.customer?.id ?? null),
      payment_method_id: typeof pi.payment_method === 'string' ? pi.payment_method : (pi.payment_method?.id ?? 'pm_unknown'),
      amount_cents: pi.amount,
      currency: pi.currency,
      client_secret: pi.client_secret ?? '',
      off_session: origin?.offSession ?? false,
      metadata: pi.metadata,
      ...state,
    });
  };

  const call = async <T>(fn: () => Promise<T>, paymentMethodId?: string): Promise<T> => {
    try {
      return await fn();
    } catch (err) {
      throw mapStripeError(err, paymentMethodId);
    }
  };

  const toCard = (pm: Stripe.PaymentMethod): SavedCard => ({
    id: pm.id,
    brand: pm.card?.brand ?? 'unknown',
    last4: pm.card?.last4 ?? '0000',
    expMonth: pm.card?.exp_month ?? 1,
    expYear: pm.card?.exp_year ?? 1970,
  });

  return {
    provider: 'stripe',

    async createCustomer({ userId, email, name, idempotencyKey }) {
      const customer = await call(() =>
        stripe.customers.create({ ...(email ? { email } : {}), name, metadata: { user_id: String(userId) } }, { idempotencyKey }),
      );
      return { id: customer.id };
    },

    async createAndConfirmPaymentIntent(params) {
      const pm = params.paymentMethodId;
      // A card saved through us is its owner's only (Stripe refuses it too; this answers before asking).
      const saved = await cards.findPaymentMethod(db, 'stripe', pm);
      if (saved && saved.customer_id !== params.customer) throw new UnknownPaymentMethodError(pm);
      const origin = { idempotencyKey: params.idempotencyKey, offSession: params.offSession ?? false };
      let pi: Stripe.PaymentIntent;
      try {
        pi = await stripe.paymentIntents.create(
          {
            amount: params.amountCents,
            currency: 'usd',
            payment_method: pm,
            // Cards from Elements, with 3-D Secure through Stripe.js: never a redirect, so no return_url.
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            confirm: true,
            ...(params.customer ? { customer: params.customer } : {}),
            ...(params.offSession ? { off_session: true } : {}),
            metadata: params.metadata,
            expand: EXPAND,
          },
          { idempotencyKey: params.idempotencyKey },
        );
      } catch (err) {
        // A decline at confirmation: Stripe answers the error with the intent it made, which we keep.
        if (err instanceof Stripe.errors.StripeCardError && err.payment_intent) {
          const row = await mirror(err.payment_intent, origin);
          return { status: 'declined', intent: resultOf(row, err.payment_intent).intent, decline: declineOfError(err) };
        }
        throw mapStripeError(err, pm);
      }
      return resultOf(await mirror(pi, origin), pi);
    },

    async confirmPaymentIntent(intentId) {
      let pi = await call(() => stripe.paymentIntents.retrieve(intentId, { expand: EXPAND }));
      if (pi.status === 'requires_confirmation') {
        try {
          pi = await stripe.paymentIntents.confirm(intentId, { expand: EXPAND }, { idempotencyKey: `confirm-${intentId}` });
        } catch (err) {
          if (err instanceof Stripe.errors.StripeCardError && err.payment_intent) {
            const row = await mirror(err.payment_intent);
            return { status: 'declined', intent: resultOf(row, err.payment_intent).intent, decline: declineOfError(err) };
          }
          throw mapStripeError(err);
        }
      }
      return resultOf(await mirror(pi), pi);
    },

    async retrieve(intentId) {
      const pi = await call(() => stripe.paymentIntents.retrieve(intentId, { expand: EXPAND }));
      return resultOf(await mirror(pi), pi);
    },

    async attachPaymentMethod({ customer, userId, paymentMethodId }) {
      const pm = await call(() => stripe.paymentMethods.attach(paymentMethodId, { customer }), paymentMethodId);
      const card = toCard(pm);
      await cards.insertPaymentMethod(db, {
        provider: 'stripe',
        provider_payment_method_id: card.id,
        customer_id: customer,
        user_id: userId,
        brand: card.brand,
        last4: card.last4,
        exp_month: card.expMonth,
        exp_year: card.expYear,
      });
      return card;
    },

    async detachPaymentMethod({ customer, paymentMethodId }) {
      await call(() => stripe.paymentMethods.detach(paymentMethodId), paymentMethodId);
      await cards.clearDefaultIf(db, 'stripe', customer, paymentMethodId);
      await cards.deletePaymentMethod(db, 'stripe', paymentMethodId, customer);
    },

    async listPaymentMethods(customer) {
      const [list, owner] = await call(() =>
        Promise.all([stripe.customers.listPaymentMethods(customer, { type: 'card', limit: 100 }), stripe.customers.retrieve(customer)]),
      );
      const fallback = owner.deleted ? null : owner.invoice_settings?.default_payment_method;
      const defaultId = typeof fallback === 'string' ? fallback : (fallback?.id ?? null);
      // Stripe lists newest first; we answer oldest first, as the sandbox does.
      return { cards: list.data.map(toCard).reverse(), defaultId };
    },

    async setDefaultPaymentMethod(customer, paymentMethodId) {
      await call(
        () => stripe.customers.update(customer, { invoice_settings: { default_payment_method: paymentMethodId ?? '' } }),
        paymentMethodId ?? undefined,
      );
      await cards.setDefault(db, 'stripe', customer, paymentMethodId);
    },

    async refund({ intentId, amountCents, idempotencyKey, metadata }) {
      const intent = await repo.findIntent(db, 'stripe', intentId);
      if (!intent) throw new NotFoundError(`No such payment intent: '${intentId}'`);
      let refund: Stripe.Refund;
      try {
        refund = await stripe.refunds.create({ payment_intent: intentId, amount: amountCents, metadata }, { idempotencyKey });
      } catch (err) {
        // Already refunded, or nothing to refund: the processor's word, as a conflict (nothing changed).
        if (err instanceof Stripe.errors.StripeInvalidRequestError && /refund/i.test(`${err.code ?? ''} ${err.message}`))
          throw new ConflictError(err.message);
        throw mapStripeError(err);
      }
      const status = (['pending', 'succeeded', 'failed', 'canceled'] as const).find((s) => s === refund.status) ?? 'pending';
      const { row } = await repo.insertRefundOnce(db, {
        provider: 'stripe',
        provider_id: refund.id,
        payment_intent_id: intent.id,
        idempotency_key: idempotencyKey,
        amount_cents: refund.amount,
        status,
      });
      return { id: row.provider_id, recordId: row.id, amountCents: row.amount_cents, status: row.status };
    },
  };
}
