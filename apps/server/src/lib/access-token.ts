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

/** How many verified tokens a process remembers: the callers of the last few minutes, about 400 bytes each. */
const REMEMBERED_TOKENS = 1024;

/**
 * `now` is the clock the remembered tokens' expiry is read on (tests move it); jose reads the
 * system's.
 */
export function createAccessTokens(secret: string, now: () => number = () => Date.now()) {
  const key = new TextEncoder().encode(secret);
  // Tokens verified before, by their exact text, until their expiry: a caller's next requests cost
  // no signature check (a job on the thread pool). A token of other text is checked anew; a
  // revoked session is refused by the session check that follows, not here.
  const verified = new Map<string, { user: SessionUser; expiresAtMs: number }>();
  function remember(token: string, user: SessionUser, expiresAtMs: number) {
    if (verified.size >= REMEMBERED_TOKENS) verified.delete(verified.keys().next().value!);
    verified.set(token, { user, expiresAtMs });
  }
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
      const known = verified.get(token);
      if (known) {
        if (now() < known.expiresAtMs) return known.user;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const claims = accessTokenClaimsSchema.parse(payload);
        const user = { id: claims.sub, role: claims.role, email: claims.email, sessionId: claims.sid };
        remember(token, user, claims.exp * 1000);
        return user;
      } catch {
        return null;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
