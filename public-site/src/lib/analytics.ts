/**
 * First-party analytics (docs/api-analytics.md): events queue here and leave in batches with
 * navigator.sendBeacon to our own API (POST /api/analytics/events); no third-party script. Off until `enable`
 * (production, or ANALYTICS=on), and never when the browser sends Do Not Track or Global Privacy Control.
 */
import { ANALYTICS_BATCH_MAX, type AnalyticsEvent } from '@storyfund/shared/constants';
import type { AnalyticsBatch } from '@storyfund/shared/contract';
import { env } from '@/config/env';

type Queued = AnalyticsBatch['events'][number];

/** Flushed at most this long after the first queued event, or when the page is hidden. */
const FLUSH_AFTER_MS = 10_000;

/** Whether the browser asks not to be tracked (Do Not Track, Global Privacy Control). */
export function browserOptsOut(nav: Navigator = navigator): boolean {
  const withGpc = nav as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === '1' || withGpc.globalPrivacyControl === true;
}

function createAnalytics() {
  let enabled = false;
  let queue: Queued[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    while (queue.length > 0) {
      const events = queue.splice(0, ANALYTICS_BATCH_MAX);
      const body = JSON.stringify({ events } satisfies AnalyticsBatch);
      // A string goes as text/plain: a simple request, which the API parses as JSON on this route.
      if (!navigator.sendBeacon?.(`${env.apiBaseUrl}/analytics/events`, body)) {
        void fetch(`${env.apiBaseUrl}/analytics/events`, { method: 'POST', body, keepalive: true }).catch(() => undefined);
      }
    }
  }

  return {
    enable(on: boolean): void {
      if (on === enabled) return;
      enabled = on;
      if (on) {
        window.addEventListener('pagehide', flush);
        document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
      } else queue = [];
    },
    track(name: AnalyticsEvent, path: string = window.location.pathname): void {
      if (!enabled || browserOptsOut()) return;
      queue.push({ name, path: path.slice(0, 500), at: new Date().toISOString() });
      if (queue.length >= ANALYTICS_BATCH_MAX) flush();
      else timer ??= setTimeout(flush, FLUSH_AFTER_MS);
    },
    flush,
  };
}

export const analytics = createAnalytics();
