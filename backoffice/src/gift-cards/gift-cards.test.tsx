import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { json } from '../testing/fake-fetch.js';
import { renderAdmin } from '../testing/render-admin.js';
import { GiftCardCreate } from './gift-card-create.js';
import { GiftCardList } from './gift-card-list.js';
import { NewUserBudgetPage } from './new-user-budget-page.js';

const card = {
  id: 7,
  code: 'ABCD-EFGH-JKMN-PQRS',
  amount_loaded_cents: 2500,
  amount_used_cents: 1050,
  amount_cents: 1450,
  status: 'created',
  gift_card_created_at: '2025-03-05T23:30:00.000Z',
  redeem_at: null,
  expired_at: '2027-03-05T23:30:00.000Z',
  canceled_at: null,
  recipient_name: 'Rae Recipient',
  recipient_email: 'rae@example.test',
  deliver_on: '2025-03-05',
  promotional: true,
  special_admin_promotional: false,
  referral: false,
  partner_referral: false,
  derived_type: 'Front page',
  new_user_id: null,
  new_user_created_at: null,
  new_user_credit_card_add_at: null,
  buyer_id: null,
  purchaser_name: null,
  purchaser_email: null,
  delivered_at: null,
  new_user_card: false,
};
const bought = {
  ...card,
  id: 8,
  code: 'WXYZ-2345-6789-ABCD',
  promotional: false,
  derived_type: 'Purchased',
  status: 'canceled',
  recipient_email: null,
};

const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('gift card list', () => {
  it('shows code, type, dollars, status, recipient and the UTC day, and filters by kind', async () => {
    const calls = renderAdmin(
      '/gift-cards',
      { name: 'gift-cards', list: GiftCardList },
      {
        'GET /api/gift-cards/admin': (call) =>
          Response.json(queryOf(call.url)['kind'] === 'purchased' ? { data: [bought], total: 1 } : { data: [card, bought], total: 2 }),
      },
    );
    const row = (await screen.findByText('ABCD-EFGH-JKMN-PQRS')).closest('tr')!;
    expect(within(row).getByText('Front page')).toBeInTheDocument();
    expect(within(row).getByText('$25.00')).toBeInTheDocument();
    expect(within(row).getByText('$14.50')).toBeInTheDocument();
    expect(within(row).getByText('Created')).toBeInTheDocument();
    expect(within(row).getByText('Rae Recipient <rae@example.test>')).toBeInTheDocument();
    expect(within(row).getByText('05/03/2025')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    // A canceled card cannot be canceled again.
    const canceledRow = screen.getByText('WXYZ-2345-6789-ABCD').closest('tr')!;
    expect(within(canceledRow).getByText('Canceled')).toBeInTheDocument();
    expect(within(canceledRow).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(queryOf(calls[0]!.url)).toMatchObject({ limit: '25', offset: '0' });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Kind' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Purchased' }));
    await waitFor(() => expect(screen.queryByText('ABCD-EFGH-JKMN-PQRS')).toBeNull());
    expect(calls.some((c) => queryOf(c.url)['kind'] === 'purchased')).toBe(true);
  });

  it("cancels a card after confirming, and shows the API's message on a 409", async () => {
    const calls = renderAdmin(
      '/gift-cards',
      { name: 'gift-cards', list: GiftCardList },
      {
        'GET /api/gift-cards/admin': json({ data: [card], total: 1 }),
        'POST /api/gift-cards/7/cancel': json({ message: 'A gift is being paid with this card. Please try again in a moment.' }, 409),
      },
    );
    const row = (await screen.findByText('ABCD-EFGH-JKMN-PQRS')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/\$14\.50 can no longer be used/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the card' }));
    expect(await screen.findByText('A gift is being paid with this card. Please try again in a moment.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/gift-cards/7/cancel']);
  });
});

describe('gift card create', () => {
  it("sends dollars as cents and shows the API's field errors under the fields", async () => {
    const calls = renderAdmin(
      '/gift-cards/create',
      { name: 'gift-cards', create: GiftCardCreate, list: GiftCardList },
      {
        'POST /api/gift-cards/admin': json(
          { message: 'Please correct the highlighted fields', errors: { recipient_name: ['Recipient name is required'] } },
          422,
        ),
      },
    );
    const amount = await screen.findByLabelText(/Amount \(\$\)/);
    fireEvent.change(amount, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The shared rule refuses it before any call.
    expect(await screen.findByText('Amount must be at least $5.00')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(amount, { target: { value: '25.5' } });
    fireEvent.change(screen.getByLabelText('Recipient email'), { target: { value: 'rae@example.test' } });
    // The form checks again as the amount changes; submit once it has.
    await waitFor(() => expect(screen.queryByText('Amount must be at least $5.00')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Recipient name is required')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/api/gift-cards/admin');
    expect(post?.body).toEqual({ amount_cents: 2550, kind: 'promotional', recipient_email: 'rae@example.test' });
  });
});

describe('new-visitor gift cards page', () => {
  const closed = {
    period: 'week',
    max_cards: 0,
    max_amount_cents: null,
    card_amount_cents: 500,
    period_start: '2025-03-03T00:00:00.000Z',
    spent_cards: 2,
    spent_amount_cents: 1000,
    updated_at: '2025-03-01T10:00:00.000Z',
  };
  const page = (routes: Parameters<typeof renderAdmin>[2]) =>
    renderAdmin(
      '/new-visitor-gift-cards',
      { name: 'gift-cards', list: GiftCardList },
      routes,
      <CustomRoutes>
        <Route path="/new-visitor-gift-cards" element={<NewUserBudgetPage />} />
      </CustomRoutes>,
    );

  it('shows the budget, PUTs the four settings in cents and shows the saved state', async () => {
    const calls = page({
      'GET /api/gift-cards/new-user-budget': json(closed),
      'PUT /api/gift-cards/new-user-budget': (call) =>
        Response.json({ ...closed, ...(call.body as object), updated_at: '2025-03-05T10:00:00.000Z' }),
    });
    expect(await screen.findByText('The offer is closed: no free gift cards are given.')).toBeInTheDocument();
    expect(screen.getByText(/since 03\/03\/2025, UTC\): 2 cards given, \$10\.00 in all/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Card amount/)).toHaveValue(5);

    fireEvent.change(screen.getByLabelText(/Max cards/), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText(/Card amount/), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('New-visitor gift cards saved.')).toBeInTheDocument();
    expect(screen.getByText('The offer is open: $10.00 a card, up to 5 cards a week.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      period: 'week',
      max_cards: 5,
      max_amount_cents: null,
      card_amount_cents: 1000,
    });
  });

  it("shows the API's field errors under the fields on a 422", async () => {
    const calls = page({
      'GET /api/gift-cards/new-user-budget': json({ ...closed, max_cards: 3, max_amount_cents: 5000 }),
      'PUT /api/gift-cards/new-user-budget': json(
        { message: 'Please correct the highlighted fields', errors: { max_amount_cents: ['Max amount is below one card'] } },
        422,
      ),
    });
    const maxAmount = await screen.findByLabelText(/Max amount/);
    expect(maxAmount).toHaveValue(50);
    fireEvent.change(maxAmount, { target: { value: '2.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Max amount is below one card')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ max_amount_cents: 250, max_cards: 3 });
    expect(screen.queryByText('New-visitor gift cards saved.')).toBeNull();
  });
});
