import cookie from '@fastify/cookie';
import { apiMessages } from '@shop/shared/api';
import {
  authResponseSchema,
  loginInputSchema,
  meResponseSchema,
  REFRESH_TOKEN_TTL_SECONDS,
  registerInputSchema,
} from '@shop/shared/auth';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, tooManyRequests } from '../../lib/http-errors.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import type { AuthService, Session } from './auth.service.ts';
import type { LoginThrottle } from './login-throttle.ts';

export const REFRESH_COOKIE = 'refreshToken';
const COOKIE_PATH = '/api/auth';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; loginThrottle: LoginThrottle }> = async (
  app,
  { auth, loginThrottle },
) => {
  // The refresh cookie is read and written here alone: no other request parses cookies or runs
  // their hooks.
  await app.register(cookie);
  const secure = app.config.env === 'production';
  const rateLimit = { max: app.config.rateLimitMax, timeWindow: '1 minute' };

  function sendSession(reply: FastifyReply, session: Session, status = 200) {
    reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure,
      maxAge: REFRESH_TOKEN_TTL_SECONDS,
    });
    return reply.status(status).send({ token: session.token, role: session.role });
  }

  app.post(
    '/register',
    {
      config: { rateLimit },
      schema: { body: registerInputSchema, response: { 201: authResponseSchema } },
    },
    async (request, reply) => sendSession(reply, await auth.register(request.body), 201),
  );

  app.post(
    '/login',
    { config: { rateLimit }, schema: { body: loginInputSchema, response: { 200: authResponseSchema } } },
    async (request, reply) => {
      const { email } = request.body;
      const client = request.ip;
      const tooMany = (seconds: number) => {
        reply.header('retry-after', String(seconds));
        return tooManyRequests(apiMessages.loginThrottled(seconds));
      };
      const wait = await loginThrottle.secondsToWait(email, client);
      if (wait > 0) throw tooMany(wait);
      try {
        const session = await auth.login(request.body);
        await loginThrottle.succeeded(email, client);
        return sendSession(reply, session);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 401) {
          const waitNow = await loginThrottle.failed(email, client);
          if (waitNow > 0) throw tooMany(waitNow);
        }
        throw error;
      }
    },
  );

  app.post(
    '/refresh',
    {
      config: { rateLimit: { ...rateLimit, max: rateLimit.max * 3 }, changesNoContent: true },
      schema: { security: [{ refreshCookie: [] }], response: { 200: authResponseSchema } },
    },
    async (request, reply) => {
      try {
        return sendSession(reply, await auth.refresh(request.cookies[REFRESH_COOKIE]));
      } catch (error) {
        reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
        throw error;
      }
    },
  );

  app.get(
    '/me',
    { onRequest: requireUser, schema: { response: { 200: meResponseSchema } } },
    async (request) => {
      const user = currentUser(request);
      return { _id: user.id, email: user.email, role: user.role };
    },
  );

  app.post(
    '/logout',
    {
      // Ends the login of the refresh cookie, or of the access token; without either, nothing to end.
      schema: { security: [{ refreshCookie: [] }, { bearerAuth: [] }, {}], response: { 204: z.null() } },
    },
    async (request, reply) => {
      await auth.logout(request.cookies[REFRESH_COOKIE], request.user?.sessionId);
      reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
      return reply.status(204).send(null);
    },
  );
};
