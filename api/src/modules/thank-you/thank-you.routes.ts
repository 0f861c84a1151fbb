import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as contract from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import * as service from './thank-you.service.js';
import { KEEPS_PUBLIC_READS } from '../../lib/http-cache.js';

export const thankYouRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/projects/ai/thank-you',
    {
      config: KEEPS_PUBLIC_READS,
      schema: {
        tags: ['gifts'],
        summary: 'Draft a thank-you note for a received gift (the project side; nothing is sent)',
        body: contract.ThankYouBody,
        response: { 200: contract.ThankYouDraft },
      },
    },
    (request) => service.draftThankYou(ctx, request.caller, request.body),
  );
};
