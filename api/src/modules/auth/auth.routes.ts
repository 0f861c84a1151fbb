import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as contract from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import { attributionCookies } from './attribution-cookies.js';
import { signUp } from './sign-up.service.js';
import { login, logout, requestPasswordReset, resetPassword } from './auth.service.js';
import { claimAnonymousAccount, startGuestSession } from './anonymous.service.js';
import { confirmEmail, resendEmailConfirmation } from './email-confirmation.service.js';
import { verifyFacebookToken, verifyGoogleCredential } from './social-verifiers.js';
import { socialLogin } from './social-login.service.js';
import { KEEPS_PUBLIC_READS } from '../../lib/http-cache.js';

const { AuthAnswer, Message } = contract;
const tags = ['auth'];

/** 201 for a new sign-up, 200 for a login. */
const socialAnswers = { 200: AuthAnswer, 201: AuthAnswer };

export const authRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/users',
    { schema: { tags, summary: 'Sign up', body: contract.SignUpBody, response: { 201: AuthAnswer } } },
    async (request, reply) =>
      reply.status(201).send(await signUp(ctx, request.body, request.ip, attributionCookies(request.headers.cookie))),
  );

  app.post(
    '/login',
    { config: KEEPS_PUBLIC_READS, schema: { tags, summary: 'Log in', body: contract.LoginBody, response: { 200: AuthAnswer } } },
    (request) => login(ctx, request.body, request.ip),
  );

  app.post(
    '/logout',
    { config: KEEPS_PUBLIC_READS, schema: { tags, summary: 'Log out (revokes the presented token)', response: { 200: Message } } },
    (request) => logout(ctx, request.caller),
  );

  app.post(
    '/login/google',
    { schema: { tags, summary: 'Log in or sign up with Google', body: contract.GoogleLoginBody, response: socialAnswers } },
    async (request, reply) => {
      const profile = await verifyGoogleCredential(ctx, request.body.credential);
      const { created, body } = await socialLogin(ctx, profile, request.ip);
      return reply.status(created ? 201 : 200).send(body);
    },
  );

  app.post(
    '/login/facebook',
    { schema: { tags, summary: 'Log in or sign up with Facebook', body: contract.FacebookLoginBody, response: socialAnswers } },
    async (request, reply) => {
      const profile = await verifyFacebookToken(ctx, request.body.access_token);
      const { created, body } = await socialLogin(ctx, profile, request.ip);
      return reply.status(created ? 201 : 200).send(body);
    },
  );

  app.get(
    '/users/password-reset',
    {
      schema: {
        tags,
        summary: 'Email a password reset link (the same answer whether or not the account exists)',
        querystring: contract.PasswordResetQuery,
        response: { 200: Message },
      },
    },
    (request) => requestPasswordReset(ctx, request.query.email, request.ip, request.query.bot_token),
  );

  app.post(
    '/users/password-reset',
    {
      config: KEEPS_PUBLIC_READS,
      schema: {
        tags,
        summary: 'Set a new password with the emailed token',
        body: contract.PasswordResetBody,
        response: { 200: contract.PasswordResetAnswer },
      },
    },
    (request) => resetPassword(ctx, request.body),
  );

  app.post(
    '/users/anonymous',
    {
      config: KEEPS_PUBLIC_READS,
      schema: { tags, summary: 'Start a guest account', body: contract.GuestBody, response: { 201: AuthAnswer } },
    },
    async (request, reply) => reply.status(201).send(await startGuestSession(ctx, request.body ?? {}, request.ip)),
  );

  app.post(
    '/users/anonymous/claim',
    {
      schema: {
        tags,
        summary: 'Turn the guest account of the presented token into a full account, or fold it into an existing one',
        body: contract.ClaimBody,
        response: { 200: AuthAnswer },
      },
    },
    (request) => claimAnonymousAccount(ctx, request.caller, request.body, request.ip),
  );

  app.post(
    '/users/confirm-email',
    {
      config: KEEPS_PUBLIC_READS,
      schema: {
        tags,
        summary: 'Confirm an email address with the emailed token',
        body: contract.ConfirmEmailBody,
        response: { 200: contract.ConfirmedEmail },
      },
    },
    (request) => confirmEmail(ctx, request.body.token),
  );

  app.post(
    '/users/confirm-email/resend',
    { config: KEEPS_PUBLIC_READS, schema: { tags, summary: 'Email the confirmation link again', response: { 200: Message } } },
    (request) => resendEmailConfirmation(ctx, request.caller),
  );
};
