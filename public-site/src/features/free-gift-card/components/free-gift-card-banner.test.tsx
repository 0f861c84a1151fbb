import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getFlag, setFlag } from '@/lib/local-flags';
import { accountUser } from '@/testing/fixtures';
import { locationNow, renderApp } from '@/testing/render-app';
import type { FakeHandler } from '@/testing/fake-api';

const CODE = 'ABCD-EFGH-JKMN-PQRS';
const OFFER = 'GET /new-user-gift-cards/offer';
const CLAIM = 'POST /new-user-gift-cards';
const STAFF_PICKS = { 'GET /projects/staff-picks': { body: { data: [], total: 0 } } };
const open = { body: { available: true, card_amount_cents: 1_000 } };

function renderHome(routes: Record<string, FakeHandler>, session?: { given: number }) {
  const user = accountUser({ id: 7, amount_given_cents: session?.given ?? 0 });
  return renderApp({
    url: '/staffpicks',
    ...(session ? { session: { userId: 7 } } : {}),
    routes: { ...STAFF_PICKS, 'GET /users/7': { body: user }, ...routes },
  });
}

describe('free gift card banner on the staff picks', () => {
  it('gives a visitor the card, keeps it in the local flags and links it to /redeem', async () => {
    const user = userEvent.setup();
    const { fake } = renderHome({ [OFFER]: open, [CLAIM]: { status: 201, body: { id: 55, gift_card_code: CODE } } });
    await user.click(await screen.findByRole('button', { name: 'Get your free $10 gift card' }));
    const banner = await screen.findByRole('region', { name: 'Your free gift card' });
    expect(banner).toHaveTextContent(`Your free gift card: ${CODE}`);
    expect(within(banner).getByRole('link', { name: 'Give it to a project' })).toHaveAttribute('href', `/redeem?code=${CODE}`);
    expect(within(banner).getByRole('link', { name: 'Sign up to keep it' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('button', { name: /Get your free/ })).not.toBeInTheDocument();
    expect(getFlag('freeGiftCardID')).toBe('55');
    expect(getFlag('freeGiftCardCode')).toBe(CODE);
    expect(Date.now() - Date.parse(getFlag('freeGiftCardTime') ?? '')).toBeLessThan(60_000);
    expect(getFlag('freeGiftCardTime')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(fake.callsTo(CLAIM)).toHaveLength(1);
    expect(fake.callsTo(CLAIM)[0]?.authorization).toBeNull();
  });

  it('shows a 409 in an alert and hides the offer', async () => {
    const user = userEvent.setup();
    renderHome({
      [OFFER]: open,
      [CLAIM]: { status: 409, body: { message: 'There are no free gift cards left for now. Please come back later.' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Get your free $10 gift card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There are no free gift cards left for now. Please come back later.');
    expect(screen.queryByRole('button', { name: /Get your free/ })).not.toBeInTheDocument();
    expect(getFlag('freeGiftCardCode')).toBeUndefined();
  });

  it('shows nothing when the API has no card for this visitor', async () => {
    const { fake } = renderHome({ [OFFER]: { body: { available: false, card_amount_cents: null } } });
    await waitFor(() => expect(fake.callsTo(OFFER)).toHaveLength(1));
    expect(await screen.findByText('No staff picks right now')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /free gift card/i })).not.toBeInTheDocument();
  });

  it('offers it to a logged-in account that has given nothing, as that account', async () => {
    const user = userEvent.setup();
    const { fake } = renderHome(
      {
        [OFFER]: { body: { available: true, card_amount_cents: 2_550 } },
        [CLAIM]: { status: 201, body: { id: 56, gift_card_code: CODE } },
      },
      { given: 0 },
    );
    await user.click(await screen.findByRole('button', { name: 'Get your free $25.50 gift card' }));
    const banner = await screen.findByRole('region', { name: 'Your free gift card' });
    expect(within(banner).queryByRole('link', { name: 'Sign up to keep it' })).not.toBeInTheDocument();
    expect(fake.callsTo(OFFER)[0]?.authorization).toBe('Bearer test-token');
    expect(fake.callsTo(CLAIM)[0]?.authorization).toBe('Bearer test-token');
  });

  it('offers nothing to a donor who has given', async () => {
    const { fake } = renderHome({ [OFFER]: open }, { given: 2_500 });
    expect(await screen.findByText('No staff picks right now')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Get your free/ })).not.toBeInTheDocument();
    expect(fake.callsTo(OFFER)).toHaveLength(0);
  });

  it('shows a stored code instead of the offer, until the card can have expired', async () => {
    setFlag('freeGiftCardCode', CODE);
    setFlag('freeGiftCardTime', new Date(Date.now() - 86_400_000).toISOString());
    const first = renderHome({ [OFFER]: open });
    const banner = await screen.findByRole('region', { name: 'Your free gift card' });
    expect(within(banner).getByRole('link', { name: 'Give it to a project' })).toHaveAttribute('href', `/redeem?code=${CODE}`);
    expect(first.fake.callsTo(OFFER)).toHaveLength(0);
    first.unmount();

    setFlag('freeGiftCardTime', new Date(Date.now() - 25 * 31 * 86_400_000).toISOString());
    renderHome({ [OFFER]: open });
    expect(await screen.findByRole('button', { name: 'Get your free $10 gift card' })).toBeInTheDocument();
    expect(getFlag('freeGiftCardCode')).toBeUndefined();
  });

  it('"Sign up to keep it" marks the signup and lands the new account on /redeem with the code', async () => {
    const user = userEvent.setup();
    setFlag('freeGiftCardCode', CODE);
    setFlag('freeGiftCardTime', new Date().toISOString());
    setFlag('pickedToRedeemProject', '12');
    renderHome({
      'POST /users': { status: 201, body: { token: 'tok', user: accountUser({ id: 9, amount_given_cents: 0 }) } },
      'POST /users/9/update-login-info': { body: {} },
      'GET /users/9': { body: accountUser({ id: 9, amount_given_cents: 0 }) },
    });
    await user.click(await screen.findByRole('link', { name: 'Sign up to keep it' }));
    await waitFor(() => expect(locationNow()).toBe('/signup'));
    expect(getFlag('signupUsingGiftCard')).toBe('1');
    await user.type(await screen.findByLabelText('First name'), 'Erin');
    await user.type(screen.getByLabelText('Last name'), 'Example');
    await user.type(screen.getByLabelText('Email'), 'erin@example.test');
    await user.type(screen.getByLabelText('Password'), 'correct-horse-42');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(locationNow()).toBe(`/redeem?code=${CODE}`));
    expect(await screen.findByLabelText('Gift card code')).toHaveValue(CODE);
    expect(getFlag('pickedToRedeemProject')).toBe('12');
  });
});
