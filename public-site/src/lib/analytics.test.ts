import { afterEach, describe, expect, it, vi } from 'vitest';
import { analytics, browserOptsOut } from './analytics';

describe('first-party analytics in the browser', () => {
  afterEach(() => {
    analytics.enable(false);
    vi.restoreAllMocks();
  });

  it('honours Do Not Track and Global Privacy Control', () => {
    expect(browserOptsOut({ doNotTrack: '1' } as Navigator)).toBe(true);
    expect(browserOptsOut({ doNotTrack: null, globalPrivacyControl: true } as unknown as Navigator)).toBe(true);
    expect(browserOptsOut({ doNotTrack: '0' } as Navigator)).toBe(false);
  });

  it('sends nothing until enabled, then one batch with sendBeacon to our own API', () => {
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    analytics.track('page_view', '/about');
    analytics.flush();
    expect(beacon).not.toHaveBeenCalled();

    analytics.enable(true);
    analytics.track('page_view', '/about');
    analytics.track('login_start', '/login');
    analytics.flush();
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, body] = beacon.mock.calls[0] as unknown as [string, string];
    expect(url).toBe('/api/analytics/events');
    expect(JSON.parse(body).events.map((e: { name: string; path: string }) => [e.name, e.path])).toEqual([
      ['page_view', '/about'],
      ['login_start', '/login'],
    ]);
  });

  it('records nothing when the browser sends Do Not Track', () => {
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    Object.defineProperty(navigator, 'doNotTrack', { value: '1', configurable: true });
    analytics.enable(true);
    analytics.track('page_view', '/about');
    analytics.flush();
    expect(beacon).not.toHaveBeenCalled();
    Object.defineProperty(navigator, 'doNotTrack', { value: null, configurable: true });
  });
});
