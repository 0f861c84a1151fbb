/** First-party analytics (docs/api-analytics.md): what the site records, never with a third party. */
export const ANALYTICS_EVENTS = ['page_view', 'sign_up_start', 'login_start', 'payment_failed'] as const;
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];

/** At most this many events in one batch (one sendBeacon). */
export const ANALYTICS_BATCH_MAX = 50;
