import {
  accountMessages,
  emailChangeSchema,
  emailConfirmedSchema,
  emailConfirmSchema,
  passwordChangeSchema,
  passwordForgotResponseSchema,
  passwordForgotSchema,
  passwordResetSchema,
} from '@shop/shared/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import type { CredentialsService } from './credentials.service.ts';

const messageSchema = passwordForgotResponseSchema;

/**
 * Under /api/auth, for anyone: ask for a reset link, set a new password with it, confirm a new
 * e-mail address with the link sent there. Each is rate limited per client address.
 */
export const credentialsRoutes: FastifyPluginAsyncZod<{
  credentials: CredentialsService;
  rateLimitMax: number;
}> = async (app, { credentials, rateLimitMax }) => {
  const rateLimit = { max: rateLimitMax, timeWindow: '1 minute' };

  app.post(
    '/password/forgot',
    { config: { rateLimit }, schema: { body: passwordForgotSchema, response: { 202: messageSchema } } },
    async (request, reply) => {
      await credentials.requestPasswordReset(request.body.email);
      // The same answer for every address, with or without an account (decision 060).
      return reply.status(202).send({ message: accountMessages.resetRequested });
    },
  );

  app.post(
    '/password/reset',
    { config: { rateLimit }, schema: { body: passwordResetSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await credentials.resetPassword(request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/email/confirm',
    { config: { rateLimit }, schema: { body: emailConfirmSchema, response: { 200: emailConfirmedSchema } } },
    async (request) => ({ email: await credentials.confirmEmailChange(request.body.token) }),
  );
};

/** Under /api/user, the caller's own: a new password, a new e-mail address (both with the current password). */
export const accountRoutes: FastifyPluginAsyncZod<{
  credentials: CredentialsService;
  rateLimitMax: number;
}> = async (app, { credentials, rateLimitMax }) => {
  app.addHook('onRequest', requireUser);
  // Each call checks a password: as limited as logging in.
  const rateLimit = { max: rateLimitMax, timeWindow: '1 minute' };

  app.put(
    '/password',
    { config: { rateLimit }, schema: { body: passwordChangeSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await credentials.changePassword(currentUser(request), request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/email',
    { config: { rateLimit }, schema: { body: emailChangeSchema, response: { 202: messageSchema } } },
    async (request, reply) =>
      reply
        .status(202)
        .send({ message: await credentials.requestEmailChange(currentUser(request), request.body) }),
  );
};
