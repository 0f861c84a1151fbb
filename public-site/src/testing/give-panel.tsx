/**
 * Test support for the give panel's component tests: render it over the fake API (with the claim form the
 * app composes in), fill the test card.
 */
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { Project, SessionUser } from '@storyfund/shared/contract';
import { writeSessionCookies } from '@/lib/cookies';
import type { FakeHandler, RecordedRequest } from './fake-api';
import { accountUser, DEV_CONFIG, projectItem } from './fixtures';
import { renderWithServices } from './render-app';
import { renderGuestClaim } from '@/app/routes/guest-claim';
import { GivePanel } from '@/features/give/components/give-panel';

export type User = ReturnType<typeof userEvent.setup>;

export function giftAnswer(overrides: Record<string, unknown> = {}) {
  return {
    status: 'gift-created',
    gift: {
      id: 501,
      project_id: 41,
      recipient_id: 12,
      donor_id: 7,
      created_at: '2026-01-10T10:00:00.000Z',
      gift_at: '2026-01-10T10:00:00.000Z',
      amount_cents: 2500,
      tip_cents: 0,
      platform_fee_cents: 75,
      stripe_fee_cents: 103,
      net_fee_cents: 178,
      recipient_net_cents: 2322,
      gift_type: 'one-time',
      monthly_gift: false,
      is_gift_with_tip: false,
      is_dv: false,
      tax_exempt_gift: false,
      is_from_follower: false,
      is_from_partner_network_donor: false,
      anonymous: false,
      visibility: 'Regular',
      num_gifts: 1,
      dedicatee_name: null,
      encouragement: null,
      ...overrides,
    },
  };
}

export const INTENT = { id: 'pi_sandbox_1', client_secret: 'pi_sandbox_1_secret_abc', next_action: { type: 'sandbox_authenticate' } };

export interface PanelOptions {
  routes?: Record<string, FakeHandler>;
  /** Logged in as this account. */
  user?: SessionUser;
  url?: string;
  project?: Project;
  config?: Record<string, unknown>;
  /** Wait for the form's submit button (false for a panel without a form). */
  waitForForm?: boolean;
}

export async function renderPanel({
  routes = {},
  user,
  url = '/project/41',
  project = projectItem(),
  config,
  waitForForm = true,
}: PanelOptions = {}) {
  if (user) writeSessionCookies('tok', user.id);
  const rendered = renderWithServices(<GivePanel project={project} guestClaim={renderGuestClaim} />, {
    url,
    routes: { ...(config ? { 'GET /config': { body: { ...DEV_CONFIG, ...config } } } : {}), ...routes },
  });
  if (user) rendered.store.setUser(user);
  if (waitForForm) await screen.findByRole('button', { name: /^Give/ });
  return rendered;
}

export const donor = () => accountUser({ id: 7 });

export async function fillCard(user: User, number = '4242424242424242') {
  await user.type(await screen.findByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/34');
  await user.type(screen.getByLabelText('CVC'), '123');
}

export async function fillGuest(user: User) {
  await user.type(screen.getByLabelText('First name'), 'Gina');
  await user.type(screen.getByLabelText('Last name'), 'Guest');
  await user.type(screen.getByLabelText('Email'), 'gina@example.test');
}

export const submitButton = () => screen.getByRole('button', { name: /^Give/ });

export function keyOf(call: RecordedRequest | undefined): string | null {
  return call?.headers.get('Idempotency-Key') ?? null;
}
