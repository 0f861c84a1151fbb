/** Stripe mode with Stripe.js replaced by a fake: Stripe is a true external (no network in tests). */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { donor, giftAnswer, renderPanel, submitButton } from '@/testing/give-panel';

const stripe = vi.hoisted(() => ({
  loadStripe: vi.fn(),
  createPaymentMethod: vi.fn(),
  handleNextAction: vi.fn(),
  mount: vi.fn(),
}));

vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripe.loadStripe }));

const STRIPE_CONFIG = { payments: { provider: 'stripe', publishable_key: 'pk_test_123' } };

beforeEach(() => {
  stripe.loadStripe.mockReset().mockResolvedValue({
    elements: () => ({ create: () => ({ on: vi.fn(), mount: stripe.mount, destroy: vi.fn() }) }),
    createPaymentMethod: stripe.createPaymentMethod,
    handleNextAction: stripe.handleNextAction,
  });
  stripe.createPaymentMethod.mockReset().mockResolvedValue({ paymentMethod: { id: 'pm_1Stripe' } });
  stripe.handleNextAction.mockReset().mockResolvedValue({ paymentIntent: { status: 'requires_confirmation' } });
});

describe('Stripe mode', () => {
  it('mounts Elements with the publishable key and sends only the PaymentMethod id', async () => {
    const user = userEvent.setup();
    const { fake } = await renderPanel({
      user: donor(),
      config: STRIPE_CONFIG,
      routes: { 'POST /projects/41/gifts': { status: 201, body: giftAnswer() } },
    });
    expect(await screen.findByRole('group', { name: 'Card details' })).toBeInTheDocument();
    // Stripe.js loads after the form has rendered (an effect), so wait for it rather than race it.
    await waitFor(() => expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_123'));
    await waitFor(() => expect(stripe.mount).toHaveBeenCalled());
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Thank you!' });
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith(expect.objectContaining({ type: 'card' }));
    expect(fake.callsTo('POST /projects/41/gifts')[0]?.body).toMatchObject({ payment_method_id: 'pm_1Stripe' });
  });

  it('lets Stripe.js run the confirmation step for use_stripe_sdk, then confirms', async () => {
    const user = userEvent.setup();
    const intent = { id: 'pi_3Stripe', client_secret: 'pi_3Stripe_secret_x', next_action: { type: 'use_stripe_sdk' } };
    const { fake } = await renderPanel({
      user: donor(),
      config: STRIPE_CONFIG,
      routes: {
        'POST /projects/41/gifts': { status: 200, body: { status: 'requires_action', payment_intent: intent } },
        'POST /projects/41/gifts/confirm': { status: 201, body: giftAnswer() },
      },
    });
    await screen.findByRole('group', { name: 'Card details' });
    await waitFor(() => expect(stripe.mount).toHaveBeenCalled());
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Thank you!' });
    expect(stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_3Stripe_secret_x' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fake.callsTo('POST /projects/41/gifts/confirm')[0]?.body).toEqual({ payment_intent_id: 'pi_3Stripe' });
  });

  it("shows Stripe's own error when the card is refused in the browser, sending nothing", async () => {
    const user = userEvent.setup();
    stripe.createPaymentMethod.mockResolvedValue({ error: { message: 'Your card number is incomplete.' } });
    const { fake } = await renderPanel({ user: donor(), config: STRIPE_CONFIG });
    await screen.findByRole('group', { name: 'Card details' });
    await waitFor(() => expect(stripe.mount).toHaveBeenCalled());
    await user.click(submitButton());
    expect(await screen.findByText('Your card number is incomplete.')).toBeInTheDocument();
    expect(fake.callsTo('POST /projects/41/gifts')).toHaveLength(0);
  });

  it('shows a failed confirmation step as an alert', async () => {
    const user = userEvent.setup();
    stripe.handleNextAction.mockResolvedValue({ error: { message: 'We are unable to authenticate your payment method.' } });
    await renderPanel({
      user: donor(),
      config: STRIPE_CONFIG,
      routes: {
        'POST /projects/41/gifts': {
          status: 200,
          body: { status: 'requires_action', payment_intent: { id: 'pi_4', client_secret: 's', next_action: { type: 'use_stripe_sdk' } } },
        },
      },
    });
    await screen.findByRole('group', { name: 'Card details' });
    await waitFor(() => expect(stripe.mount).toHaveBeenCalled());
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('We are unable to authenticate your payment method.');
  });
});
