import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

const giving = {
  'GET /users/7/gifts-by-period': { body: { data: [], datestart: '2026-01-01', dateend: '2026-01-31', total: 0, total_amount_cents: 0 } },
  'GET /users/7/annual-statements': { body: { data: [], total: 0 } },
  'GET /users/7/received-gifts-by-period': {
    body: { data: [], datestart: '2026-01-01', dateend: '2026-01-31', total: 0, total_amount_cents: 0 },
  },
  'GET /users/7/received-gifts': { body: { data: [], total: 0 } },
  'GET /users/7/donor-dashboard': {
    body: {
      given_this_year_cents: 12_500,
      projects_supported: 3,
      lives_changed: 1,
      goal: { year: 2026, goal_cents: 50_000, progress_cents: 12_500, percent: 25 },
    },
  },
  'GET /users/7/user-reviews/unsubscribed': { body: { unsubscribed: false } },
};

describe('/personal', () => {
  it.each([
    ['a partner', { is_partner: true }],
    ['an account with projects', { projects_count: 2 }],
  ])('shows "Gifts received" to %s', async (_who, overrides) => {
    const { fake } = renderApp({
      url: '/personal',
      session: { userId: 7 },
      routes: { 'GET /users/7': { body: accountUser(overrides) }, ...giving },
    });
    expect(await screen.findByRole('region', { name: 'Gifts received' })).toBeInTheDocument();
    expect(await screen.findByText('No gifts yet')).toBeInTheDocument();
    expect(fake.callsTo('GET /users/7/received-gifts')).toHaveLength(1);
  });

  it('leaves it out for a donor without projects', async () => {
    const { fake } = renderApp({
      url: '/personal',
      session: { userId: 7 },
      routes: { 'GET /users/7': { body: accountUser() }, ...giving },
    });
    expect(await screen.findByRole('region', { name: 'Your giving' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Gifts received' })).not.toBeInTheDocument();
    // Their impact and giving goal (issue #9), and the review-request choice.
    expect((await screen.findAllByText('$125')).length).toBeGreaterThan(0);
    expect(await screen.findByRole('progressbar', { name: 'Giving goal 2026' })).toHaveAttribute('aria-valuenow', '25');
    expect(await screen.findByRole('checkbox', { name: "Don't ask me to review partners" })).not.toBeChecked();
    expect(fake.callsTo('GET /users/7/received-gifts')).toHaveLength(0);
  });
});
