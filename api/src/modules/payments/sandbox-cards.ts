import { randomBytes } from 'node:crypto';
import type { Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import * as cards from './payment-methods.repository.js';
import { PaymentDeclinedError, UnknownPaymentMethodError, type Decline, type PaymentGateway, type SavedCard } from './payment-gateway.js';

/**
 * The sandbox's saved cards. Like Stripe's test mode, attaching a test payment method (`pm_card_visa`)
 * to a customer makes a new card of the customer's own (`pm_sbx_...`) that behaves as that test card;
 * such a card is usable only with its customer, while the test ids stay usable by anyone.
 */

/** Brand and last four digits of Stripe's test payment methods (the numbers the give panel maps to them). */
const SANDBOX_TEST_CARDS: Record<string, { brand: string; last4: string }> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_visa_debit: { brand: 'visa', last4: '5556' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  pm_card_amex: { brand: 'amex', last4: '8431' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002' },
  pm_card_chargeDeclinedInsufficientFunds: { brand: 'visa', last4: '9995' },
  pm_card_chargeDeclinedExpiredCard: { brand: 'visa', last4: '0069' },
  pm_card_chargeDeclinedIncorrectCvc: { brand: 'visa', last4: '0127' },
  pm_card_chargeDeclinedProcessingError: { brand: 'visa', last4: '0119' },
  pm_card_threeDSecure2Required: { brand: 'visa', last4: '3184' },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3155' },
};

const SAVED_CARD_PREFIX = 'pm_sbx_';

const savedCardId = () => `${SAVED_CARD_PREFIX}${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x')}`;

const toSavedCard = (row: cards.PaymentMethodRow): SavedCard => ({
  id: row.provider_payment_method_id,
  brand: row.brand,
  last4: row.last4,
  expMonth: row.exp_month,
  expYear: row.exp_year,
});

/**
 * The test card a payment method behaves as: a test id itself, or a saved card of this customer.
 * Someone else's saved card, or one that was detached, is unknown (422), as Stripe answers.
 */
export async function resolveSandboxCard(db: Executor, paymentMethodId: string, customer: string | null): Promise<string> {
  if (!paymentMethodId.startsWith(SAVED_CARD_PREFIX)) return paymentMethodId;
  const saved = await cards.findPaymentMethod(db, 'sandbox', paymentMethodId);
  if (!saved || saved.customer_id !== customer || !saved.test_card) throw new UnknownPaymentMethodError(paymentMethodId);
  return saved.test_card;
}

type CardCalls = Pick<PaymentGateway, 'attachPaymentMethod' | 'detachPaymentMethod' | 'listPaymentMethods' | 'setDefaultPaymentMethod'>;

export function sandboxCardCalls(db: Executor, clock: Clock, declines: Record<string, Decline>): CardCalls {
  return {
    async attachPaymentMethod({ customer, userId, paymentMethodId }) {
      if (paymentMethodId.startsWith(SAVED_CARD_PREFIX)) {
        await resolveSandboxCard(db, paymentMethodId, customer);
        return toSavedCard((await cards.findPaymentMethod(db, 'sandbox', paymentMethodId))!);
      }
      const card = SANDBOX_TEST_CARDS[paymentMethodId];
      if (!card) throw new UnknownPaymentMethodError(paymentMethodId);
      // Stripe checks the card when it is attached: its declining test cards cannot be saved.
      const decline = declines[paymentMethodId];
      if (decline) throw new PaymentDeclinedError(decline);
      const row = await cards.insertPaymentMethod(db, {
        provider: 'sandbox',
        provider_payment_method_id: savedCardId(),
        customer_id: customer,
        user_id: userId,
        brand: card.brand,
        last4: card.last4,
        exp_month: 12,
        exp_year: clock.now().getUTCFullYear() + 3,
        test_card: paymentMethodId,
      });
      return toSavedCard(row);
    },

    async detachPaymentMethod({ customer, paymentMethodId }) {
      await cards.clearDefaultIf(db, 'sandbox', customer, paymentMethodId);
      await cards.deletePaymentMethod(db, 'sandbox', paymentMethodId, customer);
    },

    async listPaymentMethods(customer) {
      const rows = await cards.listForCustomer(db, 'sandbox', customer);
      const owner = await cards.findCustomer(db, 'sandbox', customer);
      return { cards: rows.map(toSavedCard), defaultId: owner?.default_payment_method_id ?? null };
    },

    async setDefaultPaymentMethod(customer, paymentMethodId) {
      await cards.setDefault(db, 'sandbox', customer, paymentMethodId);
    },
  };
}
