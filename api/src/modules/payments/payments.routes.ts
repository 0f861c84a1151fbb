import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import * as service from './payments.service.js';

const authenticateSchema = {
  params: { type: 'object', required: ['intentId'], properties: { intentId: { type: 'string', minLength: 1, maxLength: 255 } } },
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['outcome', 'client_secret'],
    properties: { outcome: { type: 'string', enum: ['approve', 'fail'] }, client_secret: { type: 'string', minLength: 1, maxLength: 255 } },
  },
} as const;

export async function paymentsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  // The sandbox's 3-D Secure dialog. The client secret, which only the paying browser holds, is the authority.
  app.post<{ Params: { intentId: string }; Body: { outcome: 'approve' | 'fail'; client_secret: string } }>(
    '/payments/sandbox/:intentId/authenticate',
    { schema: authenticateSchema },
    (request) => service.authenticateSandbox(ctx, request.params.intentId, request.body),
  );
}
