import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { LoginInput, RegisterInput } from '@shop/shared/auth';
import { type AuthResponse, authMessages, REFRESH_TOKEN_TTL_SECONDS } from '@shop/shared/auth';
import type { Database } from '../../db/client.ts';
import { conflict, unauthorized } from '../../lib/http-errors.ts';
import type { AccessTokens } from './access-token.ts';
import * as repository from './auth.repository.ts';
import { hashPassword, timingSafeDummyVerify, verifyPassword } from './passwords.ts';

export interface Session extends AuthResponse {
  refreshToken: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createAuthService({ db, accessTokens }: { db: Database; accessTokens: AccessTokens }) {
  async function startSession(
    user: { id: string; role: 'admin' | 'user'; email: string },
    familyId: string = randomUUID(),
  ): Promise<Session> {
    const refreshToken = randomBytes(32).toString('base64url');
    await repository.insertRefreshToken(db, {
      userId: user.id,
      familyId,
      tokenHash: hashToken(refreshToken),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
    });
    const token = await accessTokens.sign({ id: user.id, role: user.role, email: user.email });
    return { token, role: user.role, refreshToken };
  }

  return {
    async register(input: RegisterInput): Promise<Session> {
      if (await repository.findUserByEmail(db, input.email)) throw conflict(authMessages.emailTaken);
      const passwordHash = await hashPassword(input.password);
      // The unique index on lower(email) settles a race between two registrations.
      const user = await repository.insertUser(db, { email: input.email, passwordHash });
      if (!user) throw conflict(authMessages.emailTaken);
      return startSession(user);
    },

    async login(input: LoginInput): Promise<Session> {
      const user = await repository.findUserByEmail(db, input.email);
      const valid = user
        ? await verifyPassword(user.passwordHash, input.password)
        : await timingSafeDummyVerify(input.password);
      if (!user || !valid) throw unauthorized(authMessages.wrongCredentials);
      return startSession(user);
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
        await repository.revokeRefreshTokenFamily(db, row.familyId);
        throw unauthorized(authMessages.refreshFailed);
      }
      if (row.expiresAt.getTime() <= Date.now()) throw unauthorized(authMessages.refreshFailed);
      const user = await repository.findUserById(db, row.userId);
      if (!user) throw unauthorized(authMessages.refreshFailed);
      if (!(await repository.revokeRefreshToken(db, row.id))) {
        await repository.revokeRefreshTokenFamily(db, row.familyId);
        throw unauthorized(authMessages.refreshFailed);
      }
      return startSession(user, row.familyId);
    },

    async logout(refreshToken: string | undefined): Promise<void> {
      if (!refreshToken) return;
      const row = await repository.findRefreshToken(db, hashToken(refreshToken));
      if (row) await repository.revokeRefreshTokenFamily(db, row.familyId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
