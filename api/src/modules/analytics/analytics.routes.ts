import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as contract from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import { BadRequestError } from '../../lib/errors.js';
import * as service from './analytics.service.js';
import { KEEPS_PUBLIC_READS } from '../../lib/http-cache.js';

const tags = ['analytics'];

/** First-party analytics: the site's batches (sendBeacon: JSON sent as text/plain) and the admins' summary. */
export const analyticsRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  // In this plugin only: navigator.sendBeacon posts a string as text/plain, so text/plain bodies are JSON here.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new BadRequestError('The body is not valid JSON'), undefined);
    }
  });

  app.post(
    '/analytics/events',
    {
      config: KEEPS_PUBLIC_READS,
      bodyLimit: 64 * 1024,
      schema: {
        tags,
        summary: "The site's page views and events, in batches (nothing is stored under Do Not Track or Global Privacy Control)",
        body: contract.AnalyticsBatch,
        response: { 200: contract.AnalyticsReceipt },
      },
    },
    (request) => service.recordEvents(ctx, request.caller, request.body, { ip: request.ip, headers: request.headers }),
  );

  app.get(
    '/analytics/summary',
    {
      schema: {
        tags,
        summary: 'Page views by day, event totals and the most viewed pages over a period (admins)',
        querystring: contract.AnalyticsQuery,
        response: { 200: contract.AnalyticsSummary },
      },
    },
    (request) => service.summary(ctx, request.caller, request.query),
  );
};
