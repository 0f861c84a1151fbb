/** First-party analytics (docs/api-analytics.md). */
import { ANALYTICS_BATCH_MAX, ANALYTICS_EVENTS } from '../constants/index.js';
import { Query, StringEnum, Text, Timestamp, Type, type Static } from './common.js';

/** POST /analytics/events: a batch from the site (sendBeacon sends it as text/plain JSON). */
export const AnalyticsBatch = Type.Object(
  {
    events: Type.Array(
      Type.Object({ name: StringEnum(ANALYTICS_EVENTS), path: Text(500), at: Timestamp }, { additionalProperties: false }),
      { minItems: 1, maxItems: ANALYTICS_BATCH_MAX },
    ),
  },
  { additionalProperties: false },
);
export type AnalyticsBatch = Static<typeof AnalyticsBatch>;

export const AnalyticsReceipt = Type.Object({ stored: Type.Integer({ minimum: 0 }) });
export type AnalyticsReceipt = Static<typeof AnalyticsReceipt>;

/** GET /analytics/summary (admins): a period of UTC days, both ends included (default the last 30 days). */
export const AnalyticsQuery = Query({
  datestart: Type.Optional(Type.String({ format: 'date' })),
  dateend: Type.Optional(Type.String({ format: 'date' })),
});
export type AnalyticsQuery = Static<typeof AnalyticsQuery>;

const Count = Type.Integer({ minimum: 0 });
export const AnalyticsSummary = Type.Object({
  datestart: Type.String(),
  dateend: Type.String(),
  page_views_by_day: Type.Array(Type.Object({ day: Type.String(), count: Count })),
  events: Type.Array(Type.Object({ name: StringEnum(ANALYTICS_EVENTS), count: Count })),
  top_pages: Type.Array(Type.Object({ path: Type.String(), count: Count })),
});
export type AnalyticsSummary = Static<typeof AnalyticsSummary>;
