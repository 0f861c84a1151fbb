import { describe, expect, it } from 'vitest';
import { claimNavigation, invitationOutcomeRedirect, logoutDestination } from './session-flows.js';

describe('invitationOutcomeRedirect', () => {
  it('"The user then goes to /profile/{id} with query invitation_status=success or error"', () => {
    expect(invitationOutcomeRedirect({ status: 'success', routeId: '31', ownId: 5 })).toBe('/profile/31?invitation_status=success');
    expect(invitationOutcomeRedirect({ status: 'error', routeId: 31, ownId: 5 })).toBe('/profile/31?invitation_status=error');
  });

  it('"The id is the route param id or the query invitation_id"', () => {
    expect(invitationOutcomeRedirect({ status: 'success', queryInvitationId: '77', ownId: 5 })).toBe(
      '/profile/77?invitation_status=success',
    );
    expect(invitationOutcomeRedirect({ status: 'success', routeId: '31', queryInvitationId: '77', ownId: 5 })).toBe(
      '/profile/31?invitation_status=success',
    );
  });

  it('"With no id, the user goes to their own profile"', () => {
    expect(invitationOutcomeRedirect({ status: 'error', ownId: 5 })).toBe('/profile/5?invitation_status=error');
    expect(invitationOutcomeRedirect({ status: 'error', routeId: '', queryInvitationId: null, ownId: 5 })).toBe(
      '/profile/5?invitation_status=error',
    );
    expect(invitationOutcomeRedirect({ status: 'error', routeId: 'abc', ownId: '5' })).toBe('/profile/5?invitation_status=error');
  });
});

describe('claimNavigation', () => {
  it('"After an anonymous claim, /whenthesaintslive and /donatedirectly reload instead of navigating"', () => {
    expect(claimNavigation('/whenthesaintslive')).toEqual({ to: '/whenthesaintslive', reload: true });
    expect(claimNavigation('/donatedirectly?amount=5')).toEqual({ to: '/donatedirectly?amount=5', reload: true });
  });

  it('"Other targets navigate after 200 ms"', () => {
    expect(claimNavigation('/staffpicks')).toEqual({ to: '/staffpicks', reload: false, navigateAfterMs: 200 });
  });
});

describe('logoutDestination', () => {
  const MARKETING = 'https://www.storyfund.test';

  it('"after 300 ms the user goes to a given path and the page reloads"', () => {
    expect(logoutDestination({ givenPath: '/login', isProduction: true, marketingUrl: MARKETING })).toEqual({
      kind: 'navigate',
      to: '/login',
      afterMs: 300,
      reload: true,
    });
  });

  it('"Otherwise they go to the main site (production)"', () => {
    expect(logoutDestination({ isProduction: true, marketingUrl: MARKETING })).toEqual({
      kind: 'external',
      url: MARKETING,
      afterMs: 300,
      reload: false,
    });
    expect(logoutDestination({ isProduction: true })).toEqual({ kind: 'navigate', to: '/', afterMs: 300, reload: true });
  });

  it('"or /foryou (non-production)"', () => {
    expect(logoutDestination({ givenPath: '', isProduction: false, marketingUrl: MARKETING })).toEqual({
      kind: 'navigate',
      to: '/foryou',
      afterMs: 300,
      reload: false,
    });
  });
});
