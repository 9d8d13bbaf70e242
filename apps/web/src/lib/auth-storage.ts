import type { AccessTokenClaims, AuthResponse, Role } from '@shop/shared/auth';

/** The browser session as the spec stores it: token, role and userEmail in localStorage. */
export interface StoredSession {
  token: string;
  role: Role;
  userEmail: string;
}

export const SESSION_KEYS = { token: 'token', role: 'role', userEmail: 'userEmail' } as const;

/** The access token's claims as the server signs them (`exp`: seconds since the epoch); unverified here. */
export type TokenPayload = Partial<AccessTokenClaims>;

/** Reads the JWT's payload without verifying it: the server verifies, the browser only needs exp and email. */
export function decodeToken(token: string): TokenPayload | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return claims && typeof claims === 'object' ? (claims as TokenPayload) : null;
  } catch {
    return null;
  }
}

/**
 * How far the server's clock is ahead of this device's (ms), learned from the issue time of the
 * newest token the server handed out. A phone whose clock runs 20 minutes fast would otherwise
 * take every fresh 15-minute token for expired, and wait for a refresh that never seems to take.
 */
let clockOffsetMs = 0;

/** Seconds of validity left by the server's clock; 0 when expired or unreadable. */
export function secondsLeft(token: string, now = Date.now() + clockOffsetMs): number {
  const exp = decodeToken(token)?.exp;
  return typeof exp === 'number' ? Math.max(0, exp - Math.floor(now / 1000)) : 0;
}

const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/**
 * Calls the listener whenever the stored session changes: in this tab (login, refresh, logout)
 * or in another tab (the browser's storage event).
 */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values<string>(SESSION_KEYS).includes(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

let snapshotKey: string | undefined;
let snapshot: StoredSession | null = null;

/** What is stored, whether or not the token has expired; the same object while nothing changes. */
export function readSession(): StoredSession | null {
  // Rendering on the server: nobody is signed in there.
  if (typeof localStorage === 'undefined') return null;
  const token = localStorage.getItem(SESSION_KEYS.token);
  const role = localStorage.getItem(SESSION_KEYS.role);
  const userEmail = localStorage.getItem(SESSION_KEYS.userEmail) ?? '';
  const key = `${token}\n${role}\n${userEmail}`;
  if (key !== snapshotKey) {
    snapshotKey = key;
    snapshot = token && (role === 'admin' || role === 'user') ? { token, role, userEmail } : null;
  }
  return snapshot;
}

/** Stores a token the server has just issued (login, register, refresh). */
export function storeSession({ token, role }: AuthResponse): StoredSession {
  const claims = decodeToken(token);
  if (typeof claims?.iat === 'number') clockOffsetMs = claims.iat * 1000 - Date.now();
  const userEmail = claims?.email ?? localStorage.getItem(SESSION_KEYS.userEmail) ?? '';
  localStorage.setItem(SESSION_KEYS.token, token);
  localStorage.setItem(SESSION_KEYS.role, role);
  localStorage.setItem(SESSION_KEYS.userEmail, userEmail);
  emit();
  return { token, role, userEmail };
}

/** Clears all local storage, as the spec asks when a session ends. */
export function clearSession(): void {
  localStorage.clear();
  emit();
}
