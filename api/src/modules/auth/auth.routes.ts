import type { FastifyInstance } from 'fastify';
import { AuthAnswer, SignUpBody } from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import { signUp } from './sign-up.service.js';
import * as schemas from './auth.schemas.js';
import { login, logout, requestPasswordReset, resetPassword } from './auth.service.js';
import { claimAnonymousAccount, startGuestSession, type ClaimInput } from './anonymous.service.js';
import { confirmEmail, resendEmailConfirmation } from './email-confirmation.service.js';
import { verifyFacebookToken, verifyGoogleCredential } from './social-verifiers.js';
import { socialLogin } from './social-login.service.js';

export async function authRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.post<{ Body: SignUpBody }>(
    '/users',
    { schema: { tags: ['auth'], summary: 'Sign up', body: SignUpBody, response: { 201: AuthAnswer } } },
    async (request, reply) => reply.status(201).send(await signUp(ctx, request.body, request.ip)),
  );

  app.post<{ Body: { email: string; password: string; bot_token?: string } }>(
    '/login',
    { schema: { body: schemas.loginBody } },
    (request) => login(ctx, request.body, request.ip),
  );

  app.post('/logout', (request) => logout(ctx, request.caller));

  app.post<{ Body: { credential: string } }>('/login/google', { schema: { body: schemas.googleBody } }, async (request, reply) => {
    const profile = await verifyGoogleCredential(ctx, request.body.credential);
    const { created, body } = await socialLogin(ctx, profile, request.ip);
    return reply.status(created ? 201 : 200).send(body);
  });

  app.post<{ Body: { access_token: string } }>('/login/facebook', { schema: { body: schemas.facebookBody } }, async (request, reply) => {
    const profile = await verifyFacebookToken(ctx, request.body.access_token);
    const { created, body } = await socialLogin(ctx, profile, request.ip);
    return reply.status(created ? 201 : 200).send(body);
  });

  app.get<{ Querystring: { email: string; bot_token?: string } }>(
    '/users/password-reset',
    { schema: { querystring: schemas.passwordResetQuery } },
    (request) => requestPasswordReset(ctx, request.query.email, request.ip, request.query.bot_token),
  );

  app.post<{ Body: { token: string; password: string; no_login?: boolean } }>(
    '/users/password-reset',
    { schema: { body: schemas.passwordResetBody } },
    (request) => resetPassword(ctx, request.body),
  );

  app.post<{ Body: { first_name?: string; last_name?: string } | null }>(
    '/users/anonymous',
    { schema: { body: schemas.guestBody } },
    async (request, reply) => reply.status(201).send(await startGuestSession(ctx, request.body ?? {}, request.ip)),
  );

  app.post<{ Body: ClaimInput }>('/users/anonymous/claim', { schema: { body: schemas.claimBody } }, (request) =>
    claimAnonymousAccount(ctx, request.caller, request.body, request.ip),
  );

  app.post<{ Body: { token: string } }>('/users/confirm-email', { schema: { body: schemas.confirmEmailBody } }, (request) =>
    confirmEmail(ctx, request.body.token),
  );

  app.post('/users/confirm-email/resend', (request) => resendEmailConfirmation(ctx, request.caller));
}
