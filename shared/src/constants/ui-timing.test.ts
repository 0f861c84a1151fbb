import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, DELAYS_MS, isMobileWidth } from './ui-timing.js';

describe('delays (spec §9)', () => {
  it('waits 300 ms on logout, 200 ms after a claim, 500 ms to scroll, 3000 ms for analytics', () => {
    expect(DELAYS_MS).toEqual({ logoutRedirect: 300, claimNavigation: 200, scroll: 500, analytics: 3000 });
  });
});

describe('breakpoints (spec §9)', () => {
  it('treats 800 px or less as mobile, with a separate 768 breakpoint', () => {
    expect(BREAKPOINTS).toEqual({ mobile: 800, tablet: 768 });
    expect(isMobileWidth(800)).toBe(true);
    expect(isMobileWidth(320)).toBe(true);
    expect(isMobileWidth(801)).toBe(false);
  });
});
