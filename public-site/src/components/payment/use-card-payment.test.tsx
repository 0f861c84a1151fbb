/**
 * The one card payment flow, through a small checkout page built like the real ones: the card form, a pay
 * button, what the page says after, and the 3-D Secure dialog. Stripe.js is a true external (a fake).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentIntentAction } from '@storyfund/shared/contract';
import type { Transport } from '@storyfund/shared/transport';
import { Button } from '@/components/ui/button';
import { useAppConfig } from '@/hooks/use-app-config';
import { useApi } from '@/hooks/use-services';
import type { FakeHandler, RecordedRequest } from '@/testing/fake-api';
import { DEV_CONFIG } from '@/testing/fixtures';
import { renderWithServices } from '@/testing/render-app';
import { AuthenticationDialog } from './authentication-dialog';
import { CardEntry } from './card-entry';
import type { CardEntryHandle } from './card-form-types';
import { PaymentStepError } from './payment-failure';
import { useCardPayment } from './use-card-payment';
import type { PaymentAdapter, PaymentStep } from './use-card-payment';

const stripe = vi.hoisted(() => ({ loadStripe: vi.fn(), handleNextAction: vi.fn() }));
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripe.loadStripe }));

beforeEach(() => {
  stripe.loadStripe.mockReset().mockResolvedValue({ handleNextAction: stripe.handleNextAction });
  stripe.handleNextAction.mockReset().mockResolvedValue({ paymentIntent: { status: 'requires_confirmation' } });
});

interface Order {
  amount_cents: number;
  payment_method_id: string;
}
type Answer =
  { status: 'paid'; order: { id: number } } | { status: 'requires_action'; payment_intent: PaymentIntentAction } | { status: 'refused' };

function orderStep(answer: Answer): PaymentStep<Order, { id: number }> {
  if (answer.status === 'paid') return { kind: 'paid', paid: answer.order };
  if (answer.status === 'requires_action') return { kind: 'requires_action', intent: answer.payment_intent };
  throw new PaymentStepError('The order was refused.');
}

const orders = (api: Transport): PaymentAdapter<Order, { id: number }> => ({
  start: async (order, key) => orderStep(await api.post<Answer>('/orders', order, { headers: { 'Idempotency-Key': key } })),
  confirm: async (_order, intentId) => orderStep(await api.post<Answer>('/orders/confirm', { payment_intent_id: intentId })),
});

/** A page that pays $15.00: with the card form, or (`savedCard`) with a card the account already has, like /monthly's "Pay now". */
function Checkout({ savedCard = false }: { savedCard?: boolean }) {
  const api = useApi();
  const { config } = useAppConfig();
  const cardRef = useRef<CardEntryHandle | null>(null);
  const [said, setSaid] = useState<{ paid: boolean; text: string }>();
  const payment = useCardPayment(orders(api), {
    onPaid: (order) => setSaid({ paid: true, text: `Paid: order ${order.id}` }),
    onFailed: (failure) => setSaid({ paid: false, text: failure.message }),
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSaid(undefined);
    const card = savedCard ? null : cardRef.current;
    if (card && !card.check()) return;
    const paymentMethodId = card ? await card.paymentMethod() : 'pm_saved';
    if (paymentMethodId) await payment.pay({ amount_cents: 1500, payment_method_id: paymentMethodId }, { chargeCents: 1500, card });
  }

  return (
    <>
      <form aria-label="Checkout" noValidate onSubmit={(event) => void onSubmit(event)}>
        {savedCard ? null : <CardEntry entryRef={cardRef} payments={config?.payments} />}
        <Button type="submit" disabled={!config} busy={payment.busy && payment.authentication === null} busyLabel="Paying…">
          Pay $15.00
        </Button>
      </form>
      {said ? <p role={said.paid ? 'status' : 'alert'}>{said.text}</p> : null}
      {payment.authentication ? <AuthenticationDialog {...payment.authentication} /> : null}
    </>
  );
}

const INTENT = { id: 'pi_sbx_7', client_secret: 'pi_sbx_7_secret', next_action: { type: 'sandbox_authenticate' } };
const PAID: FakeHandler = { status: 201, body: { status: 'paid', order: { id: 9 } } };
const ASKS_BANK: FakeHandler = { status: 200, body: { status: 'requires_action', payment_intent: INTENT } };
const STRIPE = { payments: { provider: 'stripe', publishable_key: 'pk_test_9' } };

function renderCheckout(routes: Record<string, FakeHandler>, options: { savedCard?: boolean; config?: Record<string, unknown> } = {}) {
  return renderWithServices(<Checkout savedCard={options.savedCard ?? false} />, {
    routes: { ...(options.config ? { 'GET /config': { body: { ...DEV_CONFIG, ...options.config } } } : {}), ...routes },
  });
}

async function payWithTestCard(user: ReturnType<typeof userEvent.setup>, number = '4000002760003184') {
  await user.type(await screen.findByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/34');
  await user.type(screen.getByLabelText('CVC'), '123');
  await user.click(screen.getByRole('button', { name: 'Pay $15.00' }));
}

const keyOf = (call: RecordedRequest | undefined) => call?.headers.get('Idempotency-Key');

describe('paying with a card', () => {
  it("opens the bank's check when the card asks for it, then confirms and pays", async () => {
    const user = userEvent.setup();
    const { fake } = renderCheckout({
      'POST /orders': ASKS_BANK,
      'POST /payments/sandbox/pi_sbx_7/authenticate': { body: { id: 'pi_sbx_7', authentication: 'approved' } },
      'POST /orders/confirm': PAID,
    });
    await payWithTestCard(user);

    const dialog = await screen.findByRole('dialog', { name: 'Confirm your payment' });
    expect(dialog).toHaveAccessibleDescription(/confirm a payment of \$15\.00 to Storyfund/);
    const complete = within(dialog).getByRole('button', { name: 'Complete authentication' });
    expect(complete).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(complete).toHaveFocus(); // focus stays in the dialog
    expect(fake.callsTo('POST /orders')[0]?.body).toEqual({ amount_cents: 1500, payment_method_id: 'pm_card_threeDSecure2Required' });
    expect(keyOf(fake.callsTo('POST /orders')[0])).toMatch(/^[0-9a-f-]{36}$/);

    await user.click(complete);
    expect(await screen.findByRole('status')).toHaveTextContent('Paid: order 9');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fake.callsTo('POST /payments/sandbox/pi_sbx_7/authenticate')[0]?.body).toEqual({
      outcome: 'approve',
      client_secret: 'pi_sbx_7_secret',
    });
    expect(fake.callsTo('POST /orders/confirm')[0]?.body).toEqual({ payment_intent_id: 'pi_sbx_7' });
  });

  it("closing the dialog (Escape) fails the check: the decline's message shows, and the next try is a new attempt", async () => {
    const user = userEvent.setup();
    const { fake } = renderCheckout({
      'POST /orders': ASKS_BANK,
      'POST /payments/sandbox/pi_sbx_7/authenticate': { body: { id: 'pi_sbx_7', authentication: 'failed' } },
      'POST /orders/confirm': {
        status: 402,
        body: { message: 'We are unable to authenticate your payment method.', error: 'authentication_failure' },
      },
    });
    await payWithTestCard(user);
    await screen.findByRole('dialog', { name: 'Confirm your payment' });
    await user.keyboard('{Escape}');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We are unable to authenticate your payment method.');
    expect(alert).not.toHaveTextContent('authentication_failure');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fake.callsTo('POST /payments/sandbox/pi_sbx_7/authenticate')[0]?.body).toMatchObject({ outcome: 'fail' });

    await user.click(screen.getByRole('button', { name: 'Pay $15.00' }));
    await screen.findByRole('dialog');
    const [first, second] = fake.callsTo('POST /orders');
    expect(keyOf(second)).not.toBe(keyOf(first));
  });

  it('a declined card shows the processor message, never its code', async () => {
    const user = userEvent.setup();
    renderCheckout({
      'POST /orders': { status: 402, body: { message: 'Your card has insufficient funds.', error: 'insufficient_funds' } },
    });
    await payWithTestCard(user, '4000000000009995');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your card has insufficient funds.');
    expect(alert).not.toHaveTextContent('insufficient_funds');
  });

  it('after a network failure the retry is the same attempt: the server replays the first outcome for the same key', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const { fake } = renderCheckout({
      'POST /orders': () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return PAID as { status: number; body: unknown };
      },
    });
    await payWithTestCard(user, '4242424242424242');
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not reach Storyfund.*never charges you twice/);
    await user.click(screen.getByRole('button', { name: 'Pay $15.00' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Paid: order 9');
    const [first, second] = fake.callsTo('POST /orders');
    expect(keyOf(second)).toBe(keyOf(first));
    expect(second?.body).toEqual(first?.body);
  });

  it('a payment still being processed (409 idempotency_key_in_use) says so and keeps the key for the retry', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const { fake } = renderCheckout({
      'POST /orders': () => {
        calls += 1;
        if (calls === 1) return { status: 409, body: { message: 'Still processing.', error: 'idempotency_key_in_use' } };
        return PAID as { status: number; body: unknown };
      },
    });
    await payWithTestCard(user, '4242424242424242');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your payment is still being processed. Please wait a moment, then try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Pay $15.00' }));
    await screen.findByRole('status');
    const [first, second] = fake.callsTo('POST /orders');
    expect(keyOf(second)).toBe(keyOf(first));
  });

  it("an answer that is not paid shows the page's own words, and a second click while paying sends nothing more", async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const { fake } = renderCheckout({
      'POST /orders': () =>
        new Promise((resolve) => {
          release = () => resolve({ status: 200, body: { status: 'refused' } });
        }),
    });
    await payWithTestCard(user, '4242424242424242');
    const busy = await screen.findByRole('button', { name: 'Paying…' });
    expect(busy).toBeDisabled();
    (screen.getByRole('form', { name: 'Checkout' }) as HTMLFormElement).requestSubmit();
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('The order was refused.');
    expect(fake.callsTo('POST /orders')).toHaveLength(1);
  });
});

describe('paying in Stripe mode', () => {
  it("without Stripe's card field on the page, loads Stripe.js for the bank's step, then confirms", async () => {
    const user = userEvent.setup();
    const intent = { id: 'pi_3S', client_secret: 'pi_3S_secret', next_action: { type: 'use_stripe_sdk' } };
    const { fake } = renderCheckout(
      { 'POST /orders': { status: 200, body: { status: 'requires_action', payment_intent: intent } }, 'POST /orders/confirm': PAID },
      { savedCard: true, config: STRIPE },
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay $15.00' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Pay $15.00' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Paid: order 9');
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_9');
    expect(stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_3S_secret' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fake.callsTo('POST /orders/confirm')[0]?.body).toEqual({ payment_intent_id: 'pi_3S' });
  });

  it("shows Stripe.js's refusal and confirms nothing", async () => {
    const user = userEvent.setup();
    stripe.handleNextAction.mockResolvedValue({ error: { message: 'We are unable to authenticate your payment method.' } });
    const intent = { id: 'pi_4S', client_secret: 's', next_action: { type: 'use_stripe_sdk' } };
    const { fake } = renderCheckout(
      { 'POST /orders': { status: 200, body: { status: 'requires_action', payment_intent: intent } } },
      { savedCard: true, config: STRIPE },
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay $15.00' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Pay $15.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We are unable to authenticate your payment method.');
    expect(fake.callsTo('POST /orders/confirm')).toHaveLength(0);
  });

  it('in the sandbox, a Stripe step that nothing on the page can run is refused plainly', async () => {
    const user = userEvent.setup();
    const intent = { id: 'pi_5S', client_secret: 's', next_action: { type: 'use_stripe_sdk' } };
    renderCheckout({ 'POST /orders': { status: 200, body: { status: 'requires_action', payment_intent: intent } } }, { savedCard: true });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay $15.00' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Pay $15.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This payment needs a confirmation step that cannot run here.');
    expect(stripe.loadStripe).not.toHaveBeenCalled();
  });
});
