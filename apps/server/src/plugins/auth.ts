import { authMessages } from '@shop/shared/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AccountsService } from '../auth/accounts.ts';
import type { SessionsService } from '../auth/sessions.ts';
import type { AccessTokens, SessionUser } from '../lib/access-token.ts';
import { forbidden, unauthorized } from '../lib/http-errors.ts';
import { isApiRequest } from '../lib/request-path.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, from a valid Bearer token; null for guests. */
    user: SessionUser | null;
  }
}

/**
 * Reads the Bearer token on every request. A request without one is a guest; a request with an
 * invalid or expired one, one whose account is gone or one whose login has ended (logout) is
 * answered 401, so the browser refreshes and replays it. The role is the account's current one,
 * not the one the token was signed with. The caches it reads are built, started and stopped by the
 * composition root (services.ts).
 */
export const authPlugin = fp(
  async (
    app: FastifyInstance,
    {
      accessTokens: tokens,
      accounts,
      sessions,
    }: { accessTokens: AccessTokens; accounts: AccountsService; sessions: SessionsService },
  ) => {
    app.decorateRequest('user', null);
    async function authenticate(request: FastifyRequest, header: string): Promise<void> {
      const [scheme, token] = header.split(' ');
      // Stryker disable next-line OptionalChaining: split() always gives a first element
      if (scheme?.toLowerCase() !== 'bearer' || !token) throw unauthorized(authMessages.notLoggedIn);
      const user = await tokens.verify(token);
      if (!user) throw unauthorized(authMessages.notLoggedIn);
      const [account, open] = await Promise.all([accounts.current(user.id), sessions.isOpen(user.sessionId)]);
      if (!account || !open) throw unauthorized(authMessages.notLoggedIn);
      request.user = { id: user.id, email: account.email, role: account.role, sessionId: user.sessionId };
    }
    // A guest's request (most of them) costs no promise.
    app.addHook('onRequest', (request, _reply, done) => {
      const header = request.headers.authorization;
      // Only the API speaks this token; other paths (e.g. the payment emulator) have their own.
      if (!header || !isApiRequest(request)) return done();
      authenticate(request, header).then(() => done(), done);
    });
  },
);

/** Route hook: only logged-in callers (401 for guests). */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized(authMessages.notLoggedIn);
}

/** Route hook: only admins (401 for guests, 403 for users). */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized(authMessages.notLoggedIn);
  if (request.user.role !== 'admin') throw forbidden(authMessages.forbidden);
}

/** The logged-in caller; use after requireUser. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized(authMessages.notLoggedIn);
  return request.user;
}
