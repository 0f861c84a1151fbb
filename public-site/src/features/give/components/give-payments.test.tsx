import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readAnonToken } from '@/lib/cookies';
import { donor, fillCard, fillGuest, giftAnswer, INTENT, keyOf, renderPanel, submitButton } from '@/testing/give-panel';

const DECLINED = { status: 402, body: { message: 'Your card was declined.', error: 'card_declined' } };

describe('GivePanel: 3-D Secure', () => {
  it('opens the dialog, approves, confirms and thanks', async () => {
    const user = userEvent.setup();
    const { fake } = await renderPanel({
      user: donor(),
      routes: {
        'POST /projects/41/gifts': { status: 200, body: { status: 'requires_action', payment_intent: INTENT } },
        'POST /payments/sandbox/pi_sandbox_1/authenticate': {
          body: { id: 'pi_sandbox_1', status: 'requires_confirmation', authentication: 'approved' },
        },
        'POST /projects/41/gifts/confirm': { status: 201, body: giftAnswer() },
      },
    });
    await fillCard(user, '4000002760003184');
    await user.click(submitButton());
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your payment' });
    expect(within(dialog).getByText('$25.00')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Complete authentication' })).toHaveFocus();
    expect(fake.callsTo('POST /projects/41/gifts')[0]?.body).toMatchObject({ payment_method_id: 'pm_card_threeDSecure2Required' });

    await user.click(within(dialog).getByRole('button', { name: 'Complete authentication' }));
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fake.callsTo('POST /payments/sandbox/pi_sandbox_1/authenticate')[0]?.body).toEqual({
      outcome: 'approve',
      client_secret: 'pi_sandbox_1_secret_abc',
    });
    expect(fake.callsTo('POST /projects/41/gifts/confirm')[0]?.body).toEqual({ payment_intent_id: 'pi_sandbox_1' });
  });

  it('shows the processor message when authentication fails, and keeps the form', async () => {
    const user = userEvent.setup();
    const { fake } = await renderPanel({
      user: donor(),
      routes: {
        'POST /projects/41/gifts': { status: 200, body: { status: 'requires_action', payment_intent: INTENT } },
        'POST /payments/sandbox/pi_sandbox_1/authenticate': {
          body: { id: 'pi_sandbox_1', status: 'requires_payment_method', authentication: 'failed' },
        },
        'POST /projects/41/gifts/confirm': {
          status: 402,
          body: {
            message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
            error: 'authentication_failure',
          },
        },
      },
    });
    await user.click(screen.getByRole('button', { name: '$50' }));
    await fillCard(user, '4000002500003155');
    await user.click(submitButton());
    await user.click(await screen.findByRole('button', { name: 'Fail authentication' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We are unable to authenticate your payment method.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fake.callsTo('POST /payments/sandbox/pi_sandbox_1/authenticate')[0]?.body).toMatchObject({ outcome: 'fail' });
    expect(screen.getByRole('button', { name: '$50' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('lets a guest confirm with the token the first answer gave', async () => {
    const user = userEvent.setup();
    const { fake } = await renderPanel({
      routes: {
        'POST /projects/41/gifts': {
          status: 200,
          body: { status: 'requires_action', payment_intent: INTENT, anonymous_token: 'anon-3ds' },
        },
        'POST /payments/sandbox/pi_sandbox_1/authenticate': { body: {} },
        'POST /projects/41/gifts/confirm': { status: 201, body: giftAnswer() },
      },
    });
    await fillGuest(user);
    await fillCard(user, '4000002760003184');
    await user.click(submitButton());
    await user.click(await screen.findByRole('button', { name: 'Complete authentication' }));
    await screen.findByRole('heading', { name: 'Thank you!' });
    expect(fake.callsTo('POST /projects/41/gifts/confirm')[0]?.authorization).toBe('Bearer anon-3ds');
    expect(readAnonToken()).toBe('anon-3ds');
    expect(await screen.findByRole('form', { name: 'Claim your account' })).toBeInTheDocument();
  });
});

describe('GivePanel: declines and retries', () => {
  it("shows the decline's message (not its code) in an alert; a new try is a new attempt", async () => {
    const user = userEvent.setup();
    const { fake } = await renderPanel({ user: donor(), routes: { 'POST /projects/41/gifts': DECLINED } });
    await fillCard(user, '4000000000000002');
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your card was declined.');
    expect(alert).not.toHaveTextContent('card_declined');
    expect(screen.queryByRole('heading', { name: 'Thank you!' })).not.toBeInTheDocument();
    await user.click(submitButton());
    await waitFor(() => expect(fake.callsTo('POST /projects/41/gifts')).toHaveLength(2));
    const [first, second] = fake.callsTo('POST /projects/41/gifts');
    expect(keyOf(second)).not.toBe(keyOf(first));
  });

  it('keeps what was typed after a network error and retries with the same Idempotency-Key', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const { fake } = await renderPanel({
      user: donor(),
      routes: {
        'POST /projects/41/gifts': () => {
          calls += 1;
          if (calls === 1) throw new TypeError('Failed to fetch');
          return { status: 201, body: giftAnswer({ amount_cents: 1000 }) };
        },
      },
    });
    await user.click(screen.getByRole('button', { name: '$10' }));
    await user.type(screen.getByLabelText(/^Encouragement/), 'Keep going');
    await fillCard(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not reach Storyfund.*never charges you twice/);
    expect(screen.getByLabelText(/^Encouragement/)).toHaveValue('Keep going');
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Thank you!' });
    const [first, second] = fake.callsTo('POST /projects/41/gifts');
    expect(keyOf(second)).toBe(keyOf(first));
    expect(second?.body).toEqual(first?.body);
  });

  it('uses a new key when the donor changes the gift after a network error', async () => {
    const user = userEvent.setup();
    const { fake } = await renderPanel({
      user: donor(),
      routes: {
        'POST /projects/41/gifts': () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    await fillCard(user);
    await user.click(submitButton());
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: '$100' }));
    await user.click(submitButton());
    await waitFor(() => expect(fake.callsTo('POST /projects/41/gifts')).toHaveLength(2));
    const [first, second] = fake.callsTo('POST /projects/41/gifts');
    expect(keyOf(second)).not.toBe(keyOf(first));
  });

  it('refuses an unknown card number in the browser, sending nothing', async () => {
    const user = userEvent.setup();
    const { fake } = await renderPanel({ user: donor() });
    await fillCard(user, '4242424242424241');
    await user.click(submitButton());
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription(/not valid/);
    expect(screen.getByLabelText('Card number')).toHaveFocus();
    expect(fake.callsTo('POST /projects/41/gifts')).toHaveLength(0);
    expect(screen.getByRole('list', { name: 'Test cards' })).toHaveTextContent('4242 4242 4242 4242');
  });
});
