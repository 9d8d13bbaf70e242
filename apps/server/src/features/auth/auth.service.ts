import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { LoginInput, RegisterInput, Role } from '@shop/shared/auth';
import { type AuthResponse, authMessages, REFRESH_TOKEN_TTL_SECONDS } from '@shop/shared/auth';
import type { SessionsService } from '../../auth/sessions.ts';
import type { Database, Queryable } from '../../db/types.ts';
import type { AccessTokens } from '../../lib/access-token.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { conflict, unauthorized } from '../../lib/http-errors.ts';
import { hashPassword, timingSafeDummyVerify, verifyPassword } from '../../lib/passwords.ts';
import * as repository from './auth.repository.ts';

export interface Session extends AuthResponse {
  refreshToken: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Logins (sessions): each is a family of refresh tokens, rotated on every refresh, and named in
 * its access tokens (`sid`). Ending one (logout, a stolen refresh token) is announced, so its
 * access tokens and open streams stop working at once on every server process.
 */
export function createAuthService({
  db,
  accessTokens,
  sessions,
}: {
  db: Database;
  accessTokens: AccessTokens;
  sessions: SessionsService;
}) {
  /**
   * A new refresh token for the user in the family (a new one: a new login), and its access token.
   * An account deleted meanwhile (the token's foreign key) answers 401 with `goneMessage`.
   */
  async function startSession(
    user: { id: string; role: Role; email: string },
    goneMessage: string,
    familyId: string = randomUUID(),
    tx: Queryable = db,
  ): Promise<Session> {
    const refreshToken = randomBytes(32).toString('base64url');
    try {
      await repository.insertRefreshToken(tx, {
        userId: user.id,
        familyId,
        tokenHash: hashToken(refreshToken),
        expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw unauthorized(goneMessage);
      throw error;
    }
    const token = await accessTokens.sign({
      id: user.id,
      role: user.role,
      email: user.email,
      sessionId: familyId,
    });
    return { token, role: user.role, refreshToken };
  }

  /** Revokes every token of the login and tells every process it has ended. */
  async function endSession(familyId: string): Promise<void> {
    await db.transaction(async (tx) => {
      await repository.revokeRefreshTokenFamily(tx, familyId);
      await sessions.ended(tx, familyId);
    });
  }

  return {
    /**
     * Ends every login of the user but `except` (the caller's own, after a change of password), in
     * the caller's transaction: their access tokens and streams stop once it commits, on every process.
     */
    async endSessionsOf(userId: string, { except, tx }: { except?: string; tx: Queryable }): Promise<void> {
      for (const familyId of await repository.revokeUserRefreshTokens(tx, userId, except)) {
        await sessions.ended(tx, familyId);
      }
    },

    async register(input: RegisterInput): Promise<Session> {
      if (await repository.findUserByEmail(db, input.email)) throw conflict(authMessages.emailTaken);
      const passwordHash = await hashPassword(input.password);
      // The unique index on lower(email) settles a race between two registrations.
      const user = await repository.insertUser(db, { email: input.email, passwordHash });
      if (!user) throw conflict(authMessages.emailTaken);
      return startSession(user, authMessages.wrongCredentials);
    },

    async login(input: LoginInput): Promise<Session> {
      const user = await repository.findUserByEmail(db, input.email);
      const valid = user
        ? await verifyPassword(user.passwordHash, input.password)
        : await timingSafeDummyVerify(input.password);
      if (!user || !valid) throw unauthorized(authMessages.wrongCredentials);
      return startSession(user, authMessages.wrongCredentials);
    },

    /**
     * Rotates a refresh token. A token that was already rotated is a sign of theft: the whole
     * family (every token descended from that login) is revoked.
     */
    async refresh(refreshToken: string | undefined): Promise<Session> {
      if (!refreshToken) throw unauthorized(authMessages.refreshFailed);
      const row = await repository.findRefreshToken(db, hashToken(refreshToken));
      if (!row) throw unauthorized(authMessages.refreshFailed);
      if (row.revokedAt) {
        await endSession(row.familyId);
        throw unauthorized(authMessages.refreshFailed);
      }
      if (row.expiresAt.getTime() <= Date.now()) throw unauthorized(authMessages.refreshFailed);
      const user = await repository.findUserById(db, row.userId);
      if (!user) throw unauthorized(authMessages.refreshFailed);
      // The old token is revoked and its successor stored together: the session never looks
      // ended in between to a request that checks it.
      const rotated = await db.transaction(async (tx) => {
        if (!(await repository.revokeRefreshToken(tx, row.id))) return undefined;
        return startSession(user, authMessages.refreshFailed, row.familyId, tx);
      });
      if (!rotated) {
        await endSession(row.familyId);
        throw unauthorized(authMessages.refreshFailed);
      }
      return rotated;
    },

    /**
     * Ends the login of the refresh cookie and the one of the access token (the same one, from a
     * browser): their access tokens and open streams stop working at once, on every process. The
     * user's other logins keep working.
     */
    async logout(refreshToken: string | undefined, sessionId?: string): Promise<void> {
      const ended = new Set<string>();
      if (refreshToken) {
        const row = await repository.findRefreshToken(db, hashToken(refreshToken));
        if (row) ended.add(row.familyId);
      }
      if (sessionId) ended.add(sessionId);
      for (const familyId of ended) await endSession(familyId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
