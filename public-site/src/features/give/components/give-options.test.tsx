import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountUser } from '@/testing/fixtures';
import { donor, fillCard, giftAnswer, INTENT, keyOf, renderPanel, submitButton } from '@/testing/give-panel';

const subscription = {
  id: 3,
  project_id: 41,
  amount_cents: 2500,
  tip_cents: 0,
  status: 'active',
  error_code: 'none',
  next_charge_at: '2026-02-10T10:00:00.000Z',
};
const monthlyGift = giftAnswer({ monthly_gift: true, gift_type: 'monthly' }).gift;

describe('GivePanel: monthly', () => {
  it('creates a monthly gift through POST /projects/{id}/subscription', async () => {
    const user = userEvent.setup();
    const { fake } = await renderPanel({
      user: donor(),
      routes: { 'POST /projects/41/subscription': { status: 201, body: { error_code: 'none', subscription, gift: monthlyGift } } },
    });
    await user.click(screen.getByLabelText('Give monthly'));
    expect(screen.queryByLabelText('Dedicate this gift')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Gift card code/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Encouragement/), 'Every month!');
    await fillCard(user);
    expect(submitButton()).toHaveTextContent('Give $25.00 a month');
    await user.click(submitButton());
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    expect(screen.getByText(/\$25.00 a month/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'your monthly gifts' })).toHaveAttribute('href', '/monthly');
    const [call] = fake.callsTo('POST /projects/41/subscription');
    expect(call?.body).toEqual({
      amount_cents: 2500,
      tip_cents: 0,
      payment_method_id: 'pm_card_visa',
      anonymous: false,
      encouragement: 'Every month!',
    });
    expect(keyOf(call)).toMatch(/^[0-9a-f-]{36}$/);
    expect(fake.callsTo('POST /projects/41/gifts')).toHaveLength(0);
  });

  it('confirms a monthly gift that needs 3-D Secure through the subscription confirm call', async () => {
    const user = userEvent.setup();
    const { fake } = await renderPanel({
      user: donor(),
      routes: {
        'POST /projects/41/subscription': {
          status: 200,
          body: { error_code: 'requires_action', subscription: { ...subscription, error_code: 'requires_action' }, payment_intent: INTENT },
        },
        'POST /payments/sandbox/pi_sandbox_1/authenticate': { body: {} },
        'POST /projects/41/subscription/confirm': { status: 201, body: { error_code: 'none', subscription, gift: monthlyGift } },
      },
    });
    await user.click(screen.getByLabelText('Give monthly'));
    await fillCard(user, '4000002760003184');
    await user.click(submitButton());
    await user.click(await screen.findByRole('button', { name: 'Complete authentication' }));
    await screen.findByRole('heading', { name: 'Thank you!' });
    expect(fake.callsTo('POST /projects/41/subscription/confirm')[0]?.body).toEqual({ payment_intent_id: 'pi_sandbox_1' });
  });

  it('treats a subscription answer whose error_code is not none as a failure', async () => {
    const user = userEvent.setup();
    await renderPanel({
      user: donor(),
      routes: {
        'POST /projects/41/subscription': {
          status: 201,
          body: { error_code: 'card_declined', subscription: { ...subscription, error_code: 'card_declined' } },
        },
      },
    });
    await user.click(screen.getByLabelText('Give monthly'));
    await fillCard(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Your monthly gift could not start (card declined)');
    expect(screen.queryByRole('heading', { name: 'Thank you!' })).not.toBeInTheDocument();
  });

  it('explains that monthly needs an account when logged out or a guest, and sends nothing', async () => {
    const user = userEvent.setup();
    const { fake } = await renderPanel();
    await user.click(screen.getByLabelText('Give monthly'));
    expect(screen.getByText(/Monthly gifts need a Storyfund account/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'create an account' })).toHaveAttribute('href', '/signup');
    await user.click(submitButton());
    expect(await screen.findByText('Please log in or create an account to give monthly.')).toBeInTheDocument();
    expect(fake.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('does not offer monthly to a guest account either', async () => {
    const user = userEvent.setup();
    await renderPanel({ user: accountUser({ id: 8, is_anonymous: true, guest_user: true }) });
    await user.click(screen.getByLabelText('Give monthly'));
    expect(screen.getByText(/Monthly gifts need a Storyfund account/)).toBeInTheDocument();
  });

  it('shows the 409 when the donor already gives monthly', async () => {
    const user = userEvent.setup();
    await renderPanel({
      user: donor(),
      routes: { 'POST /projects/41/subscription': { status: 409, body: { message: 'You already give monthly to this project.' } } },
    });
    await user.click(screen.getByLabelText('Give monthly'));
    await fillCard(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('You already give monthly to this project.');
  });
});

const CARD = {
  code: 'ABCD-EFGH-JKLM-NPQR',
  amount_loaded_cents: 5000,
  amount_used_cents: 0,
  amount_cents: 5000,
  status: 'created',
  expired_at: '2099-01-31T00:00:00.000Z',
  derived_type: 'Purchased',
};

describe('GivePanel: gift card', () => {
  it('prefills the code from ?gift_card=, shows the balance, and needs no card when it pays everything', async () => {
    const user = userEvent.setup();
    const { fake } = await renderPanel({
      user: donor(),
      url: '/project/41?gift_card=ABCD-EFGH-JKLM-NPQR',
      routes: {
        'GET /gift-cards/ABCD-EFGH-JKLM-NPQR': { body: CARD },
        'POST /projects/41/gifts': {
          status: 201,
          body: { ...giftAnswer(), gift_card: { code: 'ABCD-EFGH-JKLM-NPQR', amount_used_cents: 2500, balance_cents: 2500 } },
        },
      },
    });
    expect(screen.getByLabelText(/^Gift card code/)).toHaveValue('ABCD-EFGH-JKLM-NPQR');
    expect(await screen.findByText(/Gift card balance:/)).toHaveTextContent('Gift card balance: $50.00 · Expires 31/01/2099');
    expect(screen.getByText('Your gift card pays all of it: no card needed.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Thank you!' });
    expect(fake.callsTo('POST /projects/41/gifts')[0]?.body).toEqual({
      amount_cents: 2500,
      tip_cents: 0,
      anonymous: false,
      gift_card_code: 'ABCD-EFGH-JKLM-NPQR',
    });
    expect(screen.getByText(/gift card paid \$25.00; its balance is now \$25.00/)).toBeInTheDocument();

    // The balance changed: "Give again" forgets the old check, and the card is looked up afresh.
    fake.on('GET /gift-cards/ABCD-EFGH-JKLM-NPQR', { body: { ...CARD, amount_cents: 2500, amount_used_cents: 2500 } });
    await user.click(screen.getByRole('button', { name: 'Give again' }));
    expect(screen.queryByText(/Gift card balance:/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Gift card code/), 'ABCD-EFGH-JKLM-NPQR');
    await user.click(screen.getByRole('button', { name: 'Check balance' }));
    expect(await screen.findByText(/Gift card balance:/)).toHaveTextContent('Gift card balance: $25.00');
  });

  it('charges the rest to the card when the balance is short', async () => {
    const user = userEvent.setup();
    const { fake } = await renderPanel({
      user: donor(),
      url: '/project/41?gift_card=abcd efgh jklm npqr',
      routes: {
        'GET /gift-cards/abcd%20efgh%20jklm%20npqr': { body: { ...CARD, amount_cents: 1000 } },
        'POST /projects/41/gifts': { status: 201, body: giftAnswer() },
      },
    });
    expect(await screen.findByText('$10.00 paid by your gift card, $15.00 charged to your card')).toBeInTheDocument();
    await fillCard(user);
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Thank you!' });
    expect(fake.callsTo('POST /projects/41/gifts')[0]?.body).toMatchObject({
      gift_card_code: 'abcd efgh jklm npqr',
      payment_method_id: 'pm_card_visa',
    });
  });

  it('checks a typed code on demand and refuses an unknown or expired one before paying', async () => {
    const user = userEvent.setup();
    const { fake } = await renderPanel({
      user: donor(),
      routes: {
        'GET /gift-cards/NOPE': { status: 404, body: { message: 'No gift card with this code.' } },
        'GET /gift-cards/OLD1': { body: { ...CARD, code: 'OLD1', status: 'expired', expired_at: '2020-01-31T00:00:00.000Z' } },
      },
    });
    const field = screen.getByLabelText(/^Gift card code/);
    await user.type(field, 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Check balance' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(/No gift card with this code\./));
    await user.clear(field);
    await user.type(field, 'OLD1');
    await fillCard(user);
    await user.click(submitButton());
    await waitFor(() => expect(field).toHaveAccessibleDescription(/This gift card expired on 31\/01\/2020\./));
    expect(fake.callsTo('POST /projects/41/gifts')).toHaveLength(0);
    expect(within(screen.getByRole('region', { name: 'Give' })).queryByText(/paid by your gift card/)).not.toBeInTheDocument();
  });
});
