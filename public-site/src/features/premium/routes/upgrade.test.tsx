import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PremiumSubscription } from '@storyfund/shared/contract';
import { accountUser } from '@/testing/fixtures';
import { locationNow, renderApp } from '@/testing/render-app';
import type { FakeHandler } from '@/testing/fake-api';

const partner = accountUser({ id: 7, is_partner: true });
const PLAN = 'GET /users/7/premium-subscription';

const plan = (overrides: Partial<PremiumSubscription> = {}): PremiumSubscription => ({
  id: 3,
  user_id: 7,
  plan: 'monthly',
  price_cents: 2900,
  status: 'active',
  active: true,
  trial_ends_at: null,
  current_period_end: '2025-04-15T09:00:00.000Z',
  cancel_at_period_end: false,
  error_code: 'none',
  failed_attempts: 0,
  created_at: '2025-03-15T09:00:00.000Z',
  canceled_at: null,
  ...overrides,
});

function renderUpgrade(url: string, routes: Record<string, FakeHandler>, user = partner) {
  return renderApp({ url, session: { userId: 7 }, routes: { 'GET /users/7': { body: user }, ...routes } });
}

async function payWith(card: string) {
  const form = await screen.findByRole('form', { name: 'Upgrade to premium' });
  const user = userEvent.setup();
  await user.type(within(form).getByLabelText('Card number'), card);
  await user.type(within(form).getByLabelText('Expiry (MM/YY)'), '12/34');
  await user.type(within(form).getByLabelText('CVC'), '123');
  await user.click(within(form).getByRole('button', { name: /upgrade|trial/ }));
  return form;
}

describe('the upgrade routes for a partner', () => {
  it('/upgradeannual312 offers the annual plan with what premium gives; paying shows the plan', async () => {
    const { fake } = renderUpgrade('/upgradeannual312', {
      [PLAN]: { status: 404, body: { message: 'This account has no premium plan.' } },
      'POST /users/7/premium-subscription': {
        status: 201,
        body: { error_code: 'none', premium_subscription: plan({ plan: 'annual', price_cents: 31200 }) },
      },
    });
    const form = await screen.findByRole('form', { name: 'Upgrade to premium' });
    expect(within(form).getByRole('radio', { name: /Annual: \$312 a year/ })).toBeChecked();
    expect(form).toHaveTextContent('Donor import from a CSV file');
    await payWith('4242424242424242');
    const current = await screen.findByRole('region', { name: 'Your plan' });
    expect(current).toHaveTextContent('Annual, $312.00');
    expect(current).toHaveTextContent(/Renews on\s*15\/04\/2025/);
    const post = fake.calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({ plan: 'annual' });
    expect(post?.headers.get('idempotency-key')).toBeTruthy();
  });

  it('an answer whose error_code is not none is a failure: the payment error shows and no plan', async () => {
    renderUpgrade('/upgrade29', {
      [PLAN]: { status: 404, body: { message: 'none' } },
      'POST /users/7/premium-subscription': { status: 201, body: { error_code: 'card_declined', premium_subscription: plan() } },
    });
    const form = await payWith('4242424242424242');
    expect(await within(form).findByRole('alert')).toHaveTextContent('The payment did not go through.');
    expect(screen.queryByRole('region', { name: 'Your plan' })).toBeNull();
  });

  it('/free30 offers the trial; a current plan is shown with cancel at the period end', async () => {
    renderUpgrade('/free30', { [PLAN]: { status: 404, body: { message: 'none' } } });
    expect(await screen.findByRole('button', { name: 'Start my 30-day free trial' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Try premium free for 30 days' })).toBeInTheDocument();
  });

  it('shows the current plan and cancels it at the period end', async () => {
    renderUpgrade('/upgrade', {
      [PLAN]: { body: plan() },
      'PATCH /users/7/premium-subscription': { body: plan({ cancel_at_period_end: true }) },
    });
    const current = await screen.findByRole('region', { name: 'Your plan' });
    await userEvent.setup().click(within(current).getByRole('button', { name: 'Cancel at the end of the period' }));
    await waitFor(() => expect(current).toHaveTextContent(/Premium ends on\s*15\/04\/2025/));
  });

  it('anyone but a partner follows spec §2: with projects to the profile', async () => {
    renderUpgrade('/upgrade', {}, accountUser({ id: 7, is_partner: false, projects_count: 2 }));
    await waitFor(() => expect(locationNow()).toBe('/profile/7'));
  });
});
