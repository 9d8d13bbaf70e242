import { ACCESS_TOKEN_TTL_SECONDS, accessTokenClaimsSchema, type Role } from '@shop/shared/auth';
import { jwtVerify, SignJWT } from 'jose';

export interface AuthUser {
  id: string;
  role: Role;
  email: string;
}

/** The caller as an access token names them: the user and their login. */
export interface SessionUser extends AuthUser {
  /** The session (refresh-token family) the token was issued for. */
  sessionId: string;
}

export function createAccessTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    sign(user: SessionUser): Promise<string> {
      return new SignJWT({ role: user.role, email: user.email, sid: user.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key);
    },
    /** The token's user, or null when it is malformed, forged or expired. */
    async verify(token: string): Promise<SessionUser | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const claims = accessTokenClaimsSchema.parse(payload);
        return { id: claims.sub, role: claims.role, email: claims.email, sessionId: claims.sid };
      } catch {
        return null;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
