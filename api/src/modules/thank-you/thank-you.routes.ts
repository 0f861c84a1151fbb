import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { positiveId } from '../../lib/schemas.js';
import { THANK_YOU_TONES } from './thank-you-draft.js';
import * as service from './thank-you.service.js';

const draftBody = {
  type: 'object',
  additionalProperties: false,
  required: ['gift_id'],
  properties: {
    gift_id: positiveId,
    tone: { type: 'string', enum: [...THANK_YOU_TONES] },
    hint: { type: 'string', maxLength: 500 },
  },
} as const;

export async function thankYouRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.post<{ Body: service.ThankYouInput }>('/projects/ai/thank-you', { schema: { body: draftBody } }, (request) =>
    service.draftThankYou(ctx, request.caller, request.body),
  );
}
