import type { AuthResponse, LoginInput, RegisterInput } from '@shop/shared/auth';
import {
  type Role,
  TOKEN_CHECK_INTERVAL_MS,
  TOKEN_REFRESH_THRESHOLD_SECONDS,
} from '@shop/shared/auth-constants';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
} from 'react';
import { ApiError, api, expireSession, onSessionExpired, refreshSession } from './api-client.ts';
import { clearSession, readSession, secondsLeft, storeSession, subscribeSession } from './auth-storage.ts';
import { authMessages } from './messages.ts';

export interface AuthContextValue {
  token: string | null;
  role: Role | null;
  userEmail: string | null;
  isLoggedIn: boolean;
  isAdmin: boolean;
  /** A stored session whose token expired is being refreshed: not logged in yet, not logged out either. */
  isRestoring: boolean;
  /** POST /auth/login; stores token, role and e-mail. Throws ApiError on failure. */
  login(input: LoginInput): Promise<AuthResponse>;
  /** POST /auth/register; the new user is logged in afterwards. */
  register(input: RegisterInput): Promise<AuthResponse>;
  /** Clears the session here at once, then tells the server (failure ignored). */
  logout(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

function startSession(response: AuthResponse | undefined): AuthResponse {
  if (!response?.token) throw new ApiError(500, 'NO_TOKEN', authMessages.noTokenOnRefresh);
  storeSession(response);
  return response;
}

interface AuthProviderProps {
  children: ReactNode;
  /** Runs whenever the user is forgotten (logout, expired token, failed refresh): e.g. clear the cart. */
  onLogout?: () => void;
}

/**
 * The browser session (spec 4): token, role and userEmail in localStorage; a check every 60 s
 * (and one at start) refreshes the token when fewer than 300 s remain or it has expired; an
 * expired token counts as logged out until that refresh succeeds, and a failed one ends the session.
 */
export function AuthProvider({ children, onLogout }: AuthProviderProps) {
  const queryClient = useQueryClient();
  const stored = useSyncExternalStore(subscribeSession, readSession, () => null);
  const onLogoutRef = useRef(onLogout);
  const lastRefreshAt = useRef(0);

  useEffect(() => {
    onLogoutRef.current = onLogout;
  }, [onLogout]);

  const forgetUser = useCallback(() => {
    onLogoutRef.current?.();
    queryClient.clear();
  }, [queryClient]);

  const logout = useCallback(async () => {
    clearSession();
    forgetUser();
    await api.post<void>('/auth/logout').catch(() => undefined);
  }, [forgetUser]);

  // A refresh that failed in the API client already cleared storage; forget the rest.
  useEffect(() => onSessionExpired(forgetUser), [forgetUser]);

  // The silent refresh timer: runs while a token is stored, restarts when it changes.
  useEffect(() => {
    if (!stored) return;
    const check = () => {
      // An expired token too: a visitor back after a while still has the refresh cookie, and is
      // refreshed rather than logged out (which would revoke that cookie). Only a failed refresh ends it.
      if (secondsLeft(stored.token) >= TOKEN_REFRESH_THRESHOLD_SECONDS) return;
      // Never more than one attempt per interval, even if the server hands out short tokens.
      if (Date.now() - lastRefreshAt.current < TOKEN_CHECK_INTERVAL_MS) return;
      lastRefreshAt.current = Date.now();
      refreshSession(stored.token).catch(() => expireSession());
    };
    check();
    const timer = setInterval(check, TOKEN_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [stored]);

  const login = useCallback(
    async (input: LoginInput) => startSession(await api.post<AuthResponse>('/auth/login', input)),
    [],
  );
  const register = useCallback(
    async (input: RegisterInput) => startSession(await api.post<AuthResponse>('/auth/register', input)),
    [],
  );

  const valid = stored && secondsLeft(stored.token) > 0 ? stored : null;
  // An expired token counts as logged out, but while its refresh is on its way pages wait for it.
  const isRestoring = stored !== null && valid === null;
  const value = useMemo<AuthContextValue>(
    () => ({
      token: valid?.token ?? null,
      role: valid?.role ?? null,
      userEmail: valid ? valid.userEmail || null : null,
      isLoggedIn: valid !== null,
      isAdmin: valid?.role === 'admin',
      isRestoring,
      login,
      register,
      logout,
    }),
    [valid, isRestoring, login, register, logout],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
