import { describe, expect, it } from 'vitest';
import { decideEntryRoute, landingAfterAuth } from './entry.js';
import type { LandingUser } from './entry.js';

const donor: LandingUser = { id: 5, is_partner: false, is_anonymous: false, amount_given_cents: 2500, partner_network: null };
const partner: LandingUser = { ...donor, id: 9, is_partner: true };
const member: LandingUser = { ...donor, partner_network: { id: 40, is_white_labelled: true } };
const customRouteForUser = (id: number) => (id === 40 ? 'acme' : undefined);
const MARKETING = 'https://www.storyfund.test';

describe('decideEntryRoute: the entry route /', () => {
  it('"A logged-in partner goes to /profile/{id}"', () => {
    expect(decideEntryRoute({ isAuthenticated: true, user: partner })).toEqual({ kind: 'navigate', to: '/profile/9' });
  });

  it('"A member of a white-labelled partner network goes to that network\'s custom route or profile route"', () => {
    expect(decideEntryRoute({ isAuthenticated: true, user: member, customRouteForUser })).toEqual({
      kind: 'navigate',
      to: '/acme',
    });
    expect(decideEntryRoute({ isAuthenticated: true, user: member })).toEqual({ kind: 'navigate', to: '/profile/40' });
  });

  it('a network that is not white-labelled does not count', () => {
    const plain = { ...donor, partner_network: { id: 40, is_white_labelled: false } };
    expect(decideEntryRoute({ isAuthenticated: true, user: plain, customRouteForUser })).toEqual({
      kind: 'navigate',
      to: '/foryou',
    });
  });

  it('"An anonymous user, or a user whose amount given is 0, goes to /staffpicks"', () => {
    const anonymous = { ...donor, is_anonymous: true };
    const nothingGiven = { ...donor, amount_given_cents: 0 };
    expect(decideEntryRoute({ isAuthenticated: true, user: anonymous })).toEqual({ kind: 'navigate', to: '/staffpicks' });
    expect(decideEntryRoute({ isAuthenticated: true, user: nothingGiven })).toEqual({ kind: 'navigate', to: '/staffpicks' });
  });

  it('"Any other logged-in user goes to /foryou", also while the user is not loaded yet', () => {
    expect(decideEntryRoute({ isAuthenticated: true, user: donor })).toEqual({ kind: 'navigate', to: '/foryou' });
    expect(decideEntryRoute({ isAuthenticated: true, user: null })).toEqual({ kind: 'navigate', to: '/foryou' });
  });

  it('"If the query carries an auth token, a collaborator invitation is accepted first"', () => {
    expect(decideEntryRoute({ isAuthenticated: true, user: donor, query: { auth_token: 'inv-1' } })).toEqual({
      kind: 'accept-invitation',
      authToken: 'inv-1',
      then: '/foryou',
    });
    expect(decideEntryRoute({ isAuthenticated: true, user: donor, query: new URLSearchParams('auth_token=inv-2') })).toEqual({
      kind: 'accept-invitation',
      authToken: 'inv-2',
      then: '/foryou',
    });
    expect(decideEntryRoute({ isAuthenticated: true, user: donor, query: { auth_token: '' } })).toEqual({
      kind: 'navigate',
      to: '/foryou',
    });
  });

  it('"A visitor who is not logged in is sent to the marketing site"', () => {
    expect(decideEntryRoute({ isAuthenticated: false, user: null, marketingUrl: MARKETING })).toEqual({
      kind: 'external',
      url: MARKETING,
    });
    expect(decideEntryRoute({ isAuthenticated: false, user: partner, marketingUrl: MARKETING })).toEqual({
      kind: 'external',
      url: MARKETING,
    });
  });

  it('without a configured marketing site (development), /foryou stands in for it', () => {
    expect(decideEntryRoute({ isAuthenticated: false, user: null })).toEqual({ kind: 'navigate', to: '/foryou' });
  });
});

describe('landingAfterAuth: landing after login or signup', () => {
  it('"a partner user goes to their own profile"', () => {
    expect(landingAfterAuth({ user: partner, target: '/foryou' })).toEqual({ to: '/profile/9', keepRedeemChoice: false });
  });

  it('"A white-labelled network member goes to the network page"', () => {
    expect(landingAfterAuth({ user: member, target: '/recent', customRouteForUser })).toEqual({
      to: '/acme',
      keepRedeemChoice: false,
    });
  });

  it('"A user who is anonymous or has given 0 cents, headed to \'/\', goes to /staffpicks"', () => {
    expect(landingAfterAuth({ user: { ...donor, is_anonymous: true }, target: '/' }).to).toBe('/staffpicks');
    expect(landingAfterAuth({ user: { ...donor, amount_given_cents: 0 } }).to).toBe('/staffpicks');
    expect(landingAfterAuth({ user: { ...donor, amount_given_cents: 0 }, target: '/?ref=mail' }).to).toBe('/staffpicks');
  });

  it('headed elsewhere, the anonymous or 0-cents user keeps the target', () => {
    expect(landingAfterAuth({ user: { ...donor, amount_given_cents: 0 }, target: '/project/12' }).to).toBe('/project/12');
  });

  it('"/redeem is a special target that keeps the redeem choice and blocks partner redirects"', () => {
    expect(landingAfterAuth({ user: partner, target: '/redeem' })).toEqual({ to: '/redeem', keepRedeemChoice: true });
    expect(landingAfterAuth({ user: member, target: '/redeem?code=X', customRouteForUser })).toEqual({
      to: '/redeem?code=X',
      keepRedeemChoice: true,
    });
    expect(landingAfterAuth({ user: { ...donor, amount_given_cents: 0 }, target: '/redeem' }).to).toBe('/redeem');
  });

  it('otherwise the target itself, with its query', () => {
    expect(landingAfterAuth({ user: donor, target: '/project/12?tab=gifts' })).toEqual({
      to: '/project/12?tab=gifts',
      keepRedeemChoice: false,
    });
    expect(landingAfterAuth({ user: donor, target: '/' }).to).toBe('/');
  });
});
