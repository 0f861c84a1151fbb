import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountUser } from '@/testing/fixtures';
import { locationNow, renderApp } from '@/testing/render-app';
import type { FakeHandler } from '@/testing/fake-api';
import type { Subscription } from '@storyfund/shared/contract';

const me = accountUser({ id: 7 });
const LIST = 'GET /users/7/subscription/list';

function subscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: 31,
    project_id: 41,
    project: { id: 41, title: 'A well for Kisumu' },
    donor_id: 7,
    amount_cents: 2_500,
    tip_cents: 0,
    anonymous: false,
    active: true,
    status: 'active',
    error_code: 'none',
    failed_attempts: 0,
    next_charge_at: '2025-04-15T09:00:00.000Z',
    last_charged_at: '2025-03-15T09:00:00.000Z',
    created_at: '2025-03-15T09:00:00.000Z',
    stopped_at: null,
    ...overrides,
  };
}

function renderMonthly(routes: Record<string, FakeHandler>, url = '/monthly') {
  return renderApp({ url, session: { userId: 7 }, routes: { 'GET /users/7': { body: me }, ...routes } });
}

const row = (title: string) => screen.findByRole('listitem', { name: title });

describe('/monthly', () => {
  it('explains monthly giving and asks a visitor to log in', async () => {
    const { fake } = renderApp({ url: '/monthly' });
    expect(await screen.findByRole('heading', { name: 'Monthly giving' })).toBeInTheDocument();
    expect(screen.getByText(/try again 2 days later, then every 5 days/)).toBeInTheDocument();
    await userEvent.setup().click(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' }));
    expect(locationNow()).toBe('/login');
    expect(fake.calls.filter((c) => c.path.includes('subscription'))).toHaveLength(0);
  });

  it("lists the donor's monthly gifts: project link, amount a month, next charge date, status", async () => {
    renderMonthly({
      [LIST]: {
        body: {
          data: [
            subscription({ tip_cents: 250 }),
            subscription({
              id: 32,
              project_id: 42,
              project: { id: 42, title: 'School roof' },
              status: 'stopped',
              active: false,
              stopped_at: '2025-02-01T00:00:00.000Z',
              next_charge_at: null,
            }),
          ],
          total: 2,
        },
      },
    });
    const well = await row('A well for Kisumu');
    expect(within(well).getByRole('link', { name: 'A well for Kisumu' })).toHaveAttribute('href', '/project/41');
    expect(well).toHaveTextContent('$25.00 a month plus a $2.50 tip to Storyfund');
    expect(well).toHaveTextContent('Next charge: 15/04/2025');
    expect(well).toHaveTextContent('Active');
    const roof = await row('School roof');
    expect(roof).toHaveTextContent('Stopped');
    expect(roof).toHaveTextContent('Stopped on 01/02/2025');
    expect(within(roof).queryByRole('button')).toBeNull();
  });

  it('shows loading, then empty and error states (with a retry)', async () => {
    let fail = true;
    renderMonthly({
      [LIST]: () => (fail ? { status: 500, body: { message: 'Internal Server Error' } } : { body: { data: [], total: 0 } }),
    });
    expect(screen.getByRole('status')).toHaveTextContent(/Loading/);
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal Server Error');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have no monthly gifts yet')).toBeInTheDocument();
  });

  it('"Change amount" checks the amount, shows the server\'s field error under the field, then saves', async () => {
    const user = userEvent.setup();
    let answer: { status: number; body: unknown } = {
      status: 422,
      body: { message: 'Validation failed', errors: { amount_cents: ['Amount must be at least the monthly tip'] } },
    };
    const { fake } = renderMonthly({
      [LIST]: { body: { data: [subscription()], total: 1 } },
      'PATCH /projects/41/subscription': () => answer,
    });
    await user.click(within(await row('A well for Kisumu')).getByRole('button', { name: 'Change amount' }));
    const input = screen.getByLabelText('Monthly amount ($)');
    expect(input).toHaveValue('25');
    await user.clear(input);
    await user.type(input, '0.50');
    await user.click(screen.getByRole('button', { name: 'Save amount' }));
    expect(input).toHaveAccessibleDescription(/Amount must be at least \$1\.00/);
    await user.clear(input);
    await user.type(input, 'lots');
    await user.click(screen.getByRole('button', { name: 'Save amount' }));
    expect(input).toHaveAccessibleDescription(/Please enter an amount in dollars/);
    expect(fake.callsTo('PATCH /projects/41/subscription')).toHaveLength(0);

    await user.clear(input);
    await user.type(input, '40');
    await user.click(screen.getByRole('button', { name: 'Save amount' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Monthly amount ($)')).toHaveAccessibleDescription(/Amount must be at least the monthly tip/),
    );
    expect(fake.callsTo('PATCH /projects/41/subscription')[0]?.body).toEqual({ amount_cents: 4_000 });

    answer = { status: 200, body: subscription({ amount_cents: 4_000 }) };
    await user.click(screen.getByRole('button', { name: 'Save amount' }));
    expect(await row('A well for Kisumu')).toHaveTextContent('$40.00 a month');
    expect(screen.queryByLabelText('Monthly amount ($)')).toBeNull();
  });

  it('"Change card" turns the test card into a payment method id, PATCHes it and says the card is updated', async () => {
    const user = userEvent.setup();
    const { fake } = renderMonthly({
      [LIST]: { body: { data: [subscription()], total: 1 } },
      'PATCH /projects/41/subscription': { body: subscription() },
    });
    await user.click(within(await row('A well for Kisumu')).getByRole('button', { name: 'Change card' }));
    const form = screen.getByRole('form', { name: 'Change the card of your monthly gift to A well for Kisumu' });
    const number = await within(form).findByLabelText('Card number');
    await user.click(within(form).getByRole('button', { name: 'Save card' }));
    expect(number).toHaveAccessibleDescription(/Please enter the card number/);
    expect(fake.callsTo('PATCH /projects/41/subscription')).toHaveLength(0);

    await user.type(number, '5555555555554444');
    await user.type(within(form).getByLabelText('Expiry (MM/YY)'), '12/40');
    await user.type(within(form).getByLabelText('CVC'), '123');
    await user.click(within(form).getByRole('button', { name: 'Save card' }));
    const well = await row('A well for Kisumu');
    expect(await within(well).findByRole('status')).toHaveTextContent("Card updated. We'll charge it from now on.");
    expect(fake.callsTo('PATCH /projects/41/subscription').map((c) => c.body)).toEqual([{ payment_method_id: 'pm_card_mastercard' }]);
    expect(screen.queryByRole('form', { name: /Change the card/ })).toBeNull();
    expect(within(well).queryByRole('button', { name: 'Try the payment now' })).toBeNull();
  });

  it('"Change card" shows the server\'s card error under the card number, and keeps the form', async () => {
    const user = userEvent.setup();
    renderMonthly({
      [LIST]: { body: { data: [subscription()], total: 1 } },
      'PATCH /projects/41/subscription': {
        status: 422,
        body: { message: 'Validation failed', errors: { payment_method_id: ['Your card was declined.'] } },
      },
    });
    await user.click(within(await row('A well for Kisumu')).getByRole('button', { name: 'Change card' }));
    const number = await screen.findByLabelText('Card number');
    await user.type(number, '4000000000000002');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/40');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(number).toHaveAccessibleDescription(/Your card was declined\./));
    expect(screen.getByRole('button', { name: 'Save card' })).toBeEnabled();
    expect(within(await row('A well for Kisumu')).queryByText(/Card updated/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Keep the current card' }));
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(within(await row('A well for Kisumu')).getByRole('button', { name: 'Change card' })).toBeInTheDocument();
  });

  it('a past-due gift: after a new card, "Try the payment now" pays the month due', async () => {
    const user = userEvent.setup();
    const due = subscription({ status: 'past_due', error_code: 'card_declined', failed_attempts: 1 });
    let paid = false;
    const { fake } = renderMonthly({
      [LIST]: () => ({ body: { data: [paid ? subscription() : due], total: 1 } }),
      'PATCH /projects/41/subscription': { body: { ...due, next_charge_at: '2025-03-20T10:00:00.000Z' } },
      'POST /projects/41/subscription/pay': () => {
        paid = true;
        return { status: 201, body: { error_code: 'none', subscription: subscription(), gift: { id: 9 } } };
      },
    });
    await user.click(within(await row('A well for Kisumu')).getByRole('button', { name: 'Change card' }));
    await user.type(await screen.findByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/40');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    const well = await row('A well for Kisumu');
    expect(await within(well).findByRole('status')).toHaveTextContent(
      "Card updated. We'll charge it from now on. You can try the payment that is due now.",
    );
    expect(fake.callsTo('PATCH /projects/41/subscription')[0]?.body).toEqual({ payment_method_id: 'pm_card_visa' });
    expect(fake.callsTo('POST /projects/41/subscription/pay')).toHaveLength(0);

    await user.click(within(well).getByRole('button', { name: 'Try the payment now' }));
    expect(await within(well).findByText("Thank you! This month's gift to A well for Kisumu is paid.")).toBeInTheDocument();
    expect(fake.callsTo('POST /projects/41/subscription/pay')).toHaveLength(1);
    await waitFor(async () => expect(await row('A well for Kisumu')).toHaveTextContent('Active'));
  });

  it('"Cancel monthly gift" asks first; "Yes, cancel" stops it and the row shows Stopped', async () => {
    const user = userEvent.setup();
    const { fake } = renderMonthly({
      [LIST]: { body: { data: [subscription()], total: 1 } },
      'DELETE /projects/41/subscription': {
        body: {
          error_code: 'none',
          subscription: subscription({ status: 'stopped', active: false, stopped_at: '2025-03-20T10:00:00.000Z', next_charge_at: null }),
        },
      },
    });
    await user.click(within(await row('A well for Kisumu')).getByRole('button', { name: 'Cancel monthly gift' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this monthly gift?' });
    await user.click(within(dialog).getByRole('button', { name: 'No, keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.callsTo('DELETE /projects/41/subscription')).toHaveLength(0);

    await user.click(within(await row('A well for Kisumu')).getByRole('button', { name: 'Cancel monthly gift' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const stopped = await row('A well for Kisumu');
    expect(stopped).toHaveTextContent('Stopped');
    expect(within(stopped).queryByRole('button', { name: 'Cancel monthly gift' })).toBeNull();
    expect(fake.callsTo('DELETE /projects/41/subscription')).toHaveLength(1);
  });

  it('a payment waiting for the bank (?confirm=id): pay, the "Confirm your payment" dialog, then confirm', async () => {
    const user = userEvent.setup();
    const due = subscription({ status: 'past_due', error_code: 'authentication_required', failed_attempts: 1 });
    const intent = { id: 'pi_sbx_1', client_secret: 'pi_sbx_1_secret_x', next_action: { type: 'sandbox_authenticate' } };
    let paid = false;
    const { fake } = renderMonthly(
      {
        [LIST]: () => ({ body: { data: [paid ? subscription() : due], total: 1 } }),
        'POST /projects/41/subscription/pay': { body: { error_code: 'requires_action', subscription: due, payment_intent: intent } },
        'POST /payments/sandbox/pi_sbx_1/authenticate': { body: { id: 'pi_sbx_1', status: 'succeeded', authentication: 'approved' } },
        'POST /projects/41/subscription/confirm': () => {
          paid = true;
          return { status: 201, body: { error_code: 'none', subscription: subscription(), gift: { id: 9 } } };
        },
      },
      '/monthly?confirm=31',
    );
    const banner = await screen.findByRole('region', { name: 'Payment to confirm' });
    expect(banner).toHaveTextContent("Your bank asks you to confirm this month's payment of $25.00 for A well for Kisumu.");
    expect(await row('A well for Kisumu')).toHaveTextContent('Payment due');
    await user.click(within(banner).getByRole('button', { name: "Confirm this month's payment" }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Complete authentication' }));
    expect(await screen.findByText("Thank you! This month's gift to A well for Kisumu is paid.")).toBeInTheDocument();
    expect(fake.callsTo('POST /payments/sandbox/pi_sbx_1/authenticate')[0]?.body).toEqual({
      outcome: 'approve',
      client_secret: 'pi_sbx_1_secret_x',
    });
    expect(fake.callsTo('POST /projects/41/subscription/confirm')[0]?.body).toEqual({ payment_intent_id: 'pi_sbx_1' });
    await waitFor(async () => expect(await row('A well for Kisumu')).toHaveTextContent('Active'));
  });

  it('closing the "Confirm your payment" dialog fails the check: the decline shows in the row, and the list is reloaded', async () => {
    const user = userEvent.setup();
    const due = subscription({ status: 'past_due', error_code: 'authentication_required', failed_attempts: 1 });
    const intent = { id: 'pi_sbx_3', client_secret: 'pi_sbx_3_secret', next_action: { type: 'sandbox_authenticate' } };
    const { fake } = renderMonthly({
      [LIST]: { body: { data: [due], total: 1 } },
      'POST /projects/41/subscription/pay': { body: { error_code: 'requires_action', subscription: due, payment_intent: intent } },
      'POST /payments/sandbox/pi_sbx_3/authenticate': { body: { id: 'pi_sbx_3', authentication: 'failed' } },
      'POST /projects/41/subscription/confirm': {
        status: 402,
        body: { message: 'We are unable to authenticate your payment method.', error: 'authentication_failure' },
      },
    });
    await user.click(within(await row('A well for Kisumu')).getByRole('button', { name: 'Confirm payment' }));
    await screen.findByRole('dialog', { name: 'Confirm your payment' });
    const listLoads = fake.callsTo(LIST).length;
    await user.keyboard('{Escape}');
    const well = await row('A well for Kisumu');
    expect(await within(well).findByRole('alert')).toHaveTextContent('We are unable to authenticate your payment method.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.callsTo('POST /payments/sandbox/pi_sbx_3/authenticate')[0]?.body).toMatchObject({ outcome: 'fail' });
    await waitFor(() => expect(fake.callsTo(LIST).length).toBeGreaterThan(listLoads));
  });

  it("a declined retry shows the processor's message", async () => {
    const user = userEvent.setup();
    renderMonthly({
      [LIST]: { body: { data: [subscription({ status: 'past_due', error_code: 'card_declined', failed_attempts: 2 })], total: 1 } },
      'POST /projects/41/subscription/pay': {
        status: 402,
        body: { message: 'Your card has insufficient funds.', error: 'insufficient_funds', error_code: 'insufficient_funds' },
      },
    });
    const due = await row('A well for Kisumu');
    expect(due).toHaveTextContent('Your card was declined. We will try again on the date above');
    await user.click(within(due).getByRole('button', { name: 'Try the payment now' }));
    expect(await within(due).findByRole('alert')).toHaveTextContent('Your card has insufficient funds.');
  });
});
