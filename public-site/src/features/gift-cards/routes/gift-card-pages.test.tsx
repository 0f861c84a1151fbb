import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountUser, projectItem } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

const CODE = 'ABCD-EFGH-JKMN-PQRS';
const card = (overrides: Record<string, unknown> = {}) => ({
  id: 5,
  code: CODE,
  amount_loaded_cents: 5_000,
  amount_used_cents: 0,
  amount_cents: 5_000,
  status: 'created',
  gift_card_created_at: '2026-03-01T10:00:00.000Z',
  expired_at: '2028-03-01T10:00:00.000Z',
  redeem_at: null,
  canceled_at: null,
  recipient_name: 'Rosa',
  deliver_on: '2026-03-01',
  derived_type: 'Purchased',
  ...overrides,
});

async function fillPurchase(user: ReturnType<typeof userEvent.setup>, cardNumber = '4242424242424242') {
  await user.type(screen.getByLabelText('Recipient name'), 'Rosa');
  await user.type(screen.getByLabelText('Recipient email'), 'rosa@example.test');
  await user.type(screen.getByLabelText(/^Message/), 'Happy birthday');
  await user.type(await screen.findByLabelText('Card number'), cardNumber);
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/40');
  await user.type(screen.getByLabelText('CVC'), '123');
}

describe('/giftcard: buying a card', () => {
  it('a guest buys with a test card and sees the code and a link to /redeem', async () => {
    const user = userEvent.setup();
    const { fake } = renderApp({
      url: '/giftcard',
      routes: { 'POST /gift-cards': { status: 201, body: { status: 'gift-card-created', gift_card: card() } } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Give a gift card' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '$100' }));
    await fillPurchase(user);
    await user.type(screen.getByLabelText('Your name'), 'Gil Guest');
    await user.type(screen.getByLabelText('Your email'), 'gil@example.test');
    await user.click(screen.getByRole('button', { name: 'Buy $100.00 gift card' }));
    expect(await screen.findByRole('heading', { name: 'Your gift card is ready' })).toBeInTheDocument();
    expect(screen.getByText(CODE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Redeem a gift card' })).toHaveAttribute('href', `/redeem?code=${CODE}`);
    const [call] = fake.callsTo('POST /gift-cards');
    expect(call?.body).toEqual({
      amount_cents: 10_000,
      recipient_name: 'Rosa',
      recipient_email: 'rosa@example.test',
      message: 'Happy birthday',
      payment_method_id: 'pm_card_visa',
      is_guest: true,
      purchaser_name: 'Gil Guest',
      purchaser_email: 'gil@example.test',
    });
    expect(call?.headers.get('Idempotency-Key')).toMatch(/.{16,}/);
    expect(call?.authorization).toBeNull();
  });

  it("checks fields in the page before anything is sent, and shows the server's field errors", async () => {
    const user = userEvent.setup();
    const { fake } = renderApp({
      url: '/giftcard',
      session: { userId: 7 },
      routes: {
        'GET /users/7': { body: accountUser({ id: 7 }) },
        'POST /gift-cards': {
          status: 422,
          body: {
            message: 'Recipient email: Please enter a valid email address',
            errors: { recipient_email: ['Please enter a valid email address'] },
          },
        },
      },
    });
    await user.type(await screen.findByLabelText('Other amount'), '2');
    await user.click(screen.getByRole('button', { name: 'Buy $2.00 gift card' }));
    expect(await screen.findByText('Amount must be at least $5.00')).toBeInTheDocument();
    expect(screen.getByText('Recipient name is required')).toBeInTheDocument();
    expect(screen.queryByLabelText('Your name')).not.toBeInTheDocument();
    expect(fake.callsTo('POST /gift-cards')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Other amount'));
    await user.type(screen.getByLabelText('Other amount'), '20');
    await fillPurchase(user);
    await user.click(screen.getByRole('button', { name: 'Buy $20.00 gift card' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(fake.callsTo('POST /gift-cards')[0]?.body).not.toHaveProperty('is_guest');
  });

  it("a 3-D Secure card goes through the dialog; a decline shows the processor's message", async () => {
    const user = userEvent.setup();
    const intent = { id: 'pi_sbx_1', client_secret: 'pi_sbx_1_secret', next_action: { type: 'sandbox_authenticate' } };
    const { fake } = renderApp({
      url: '/giftcard',
      routes: {
        'POST /gift-cards': { status: 200, body: { status: 'requires_action', payment_intent: intent } },
        'POST /payments/sandbox/pi_sbx_1/authenticate': { body: { id: 'pi_sbx_1', status: 'requires_action', authentication: 'failed' } },
        'POST /gift-cards/confirm': {
          status: 402,
          body: { message: 'We are unable to authenticate your payment method.', error: 'authentication_failure' },
        },
      },
    });
    await screen.findByLabelText('Recipient name');
    await fillPurchase(user, '4000002760003184');
    await user.type(screen.getByLabelText('Your name'), 'Gil');
    await user.type(screen.getByLabelText('Your email'), 'gil@example.test');
    await user.click(screen.getByRole('button', { name: 'Buy $50.00 gift card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Fail authentication' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We are unable to authenticate your payment method.');
    expect(fake.callsTo('POST /payments/sandbox/pi_sbx_1/authenticate')[0]?.body).toEqual({
      outcome: 'fail',
      client_secret: 'pi_sbx_1_secret',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('/giftcard: the payment', () => {
  async function fillAsGuest(user: ReturnType<typeof userEvent.setup>, cardNumber: string) {
    await screen.findByLabelText('Recipient name');
    await fillPurchase(user, cardNumber);
    await user.type(screen.getByLabelText('Your name'), 'Gil');
    await user.type(screen.getByLabelText('Your email'), 'gil@example.test');
  }

  it("a guest completes the bank's check; the confirm goes without a token and the code shows", async () => {
    const user = userEvent.setup();
    const intent = { id: 'pi_sbx_2', client_secret: 'pi_sbx_2_secret', next_action: { type: 'sandbox_authenticate' } };
    const { fake } = renderApp({
      url: '/giftcard',
      routes: {
        'POST /gift-cards': { status: 200, body: { status: 'requires_action', payment_intent: intent } },
        'POST /payments/sandbox/pi_sbx_2/authenticate': { body: { id: 'pi_sbx_2', authentication: 'approved' } },
        'POST /gift-cards/confirm': { status: 201, body: { status: 'gift-card-created', gift_card: card() } },
      },
    });
    await fillAsGuest(user, '4000002760003184');
    await user.click(screen.getByRole('button', { name: 'Buy $50.00 gift card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your payment' });
    expect(dialog).toHaveTextContent('$50.00');
    await user.click(within(dialog).getByRole('button', { name: 'Complete authentication' }));
    expect(await screen.findByRole('heading', { name: 'Your gift card is ready' })).toBeInTheDocument();
    expect(screen.getByText(CODE)).toBeInTheDocument();
    const [confirm] = fake.callsTo('POST /gift-cards/confirm');
    expect(confirm?.body).toEqual({ payment_intent_id: 'pi_sbx_2' });
    expect(confirm?.authorization).toBeNull();
  });

  it('after a network failure, buying again replays the same Idempotency-Key (never two cards)', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const { fake } = renderApp({
      url: '/giftcard',
      routes: {
        'POST /gift-cards': () => {
          calls += 1;
          if (calls === 1) throw new TypeError('Failed to fetch');
          return { status: 201, body: { status: 'gift-card-created', gift_card: card() } };
        },
      },
    });
    await fillAsGuest(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Buy $50.00 gift card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not reach Storyfund.*never charges you twice/);
    await user.click(screen.getByRole('button', { name: 'Buy $50.00 gift card' }));
    expect(await screen.findByRole('heading', { name: 'Your gift card is ready' })).toBeInTheDocument();
    const [first, second] = fake.callsTo('POST /gift-cards');
    expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
  });
});

describe('/redeem: a code, its balance, then a project', () => {
  const routes = {
    [`GET /gift-cards/${CODE}`]: {
      body: {
        code: CODE,
        amount_loaded_cents: 5_000,
        amount_used_cents: 1_250,
        amount_cents: 3_750,
        status: 'created',
        expired_at: '2028-03-01T10:00:00.000Z',
        derived_type: 'Purchased',
      },
    },
    'GET /projects/newest-unfunded': {
      body: { data: [projectItem({ id: 41, title: 'A well for Kisumu' }), projectItem({ id: 42, title: 'A clinic for Gulu' })], total: 2 },
    },
  };

  it('shows the balance and expiry, and links each project to its give panel with the card', async () => {
    const user = userEvent.setup();
    const { fake } = renderApp({ url: '/redeem', routes });
    await user.type(await screen.findByLabelText('Gift card code'), 'abcd efgh jkmn pqrs');
    await user.click(screen.getByRole('button', { name: 'Check balance' }));
    expect(await screen.findByText('Balance: $37.50')).toBeInTheDocument();
    expect(screen.getByText('Expires 01/03/2028')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Give with this card to A clinic for Gulu' });
    expect(link).toHaveAttribute('href', `/project/42?gift_card=${CODE}#give`);
    expect(fake.callsTo(`GET /gift-cards/${CODE}`)).toHaveLength(1);
  });

  it('takes the code from the link in the email, and explains an unknown or spent code', async () => {
    const user = userEvent.setup();
    renderApp({
      url: `/redeem?code=${CODE}`,
      routes: {
        ...routes,
        [`GET /gift-cards/${CODE}`]: {
          body: { ...routes[`GET /gift-cards/${CODE}`].body, amount_cents: 0, amount_used_cents: 5_000, status: 'redeemed' },
        },
      },
    });
    expect(await screen.findByLabelText('Gift card code')).toHaveValue(CODE);
    await user.click(screen.getByRole('button', { name: 'Check balance' }));
    expect(await screen.findByText('This gift card has no balance left.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Give with this card/ })).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Gift card code'));
    await user.type(screen.getByLabelText('Gift card code'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Check balance' }));
    expect(await screen.findByText(/Please enter the 16-character code/)).toBeInTheDocument();
  });

  it("shows the API's answer for a code it does not know", async () => {
    const user = userEvent.setup();
    renderApp({
      url: '/redeem',
      routes: { 'GET /gift-cards/ZZZZ-ZZZZ-ZZZZ-ZZZZ': { status: 404, body: { message: 'No gift card with this code.' } } },
    });
    await user.type(await screen.findByLabelText('Gift card code'), 'ZZZZZZZZZZZZZZZZ');
    await user.click(screen.getByRole('button', { name: 'Check balance' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('No gift card with this code.'));
  });
});
