import { z } from 'zod';

export const roles = ['admin', 'user'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

export const PASSWORD_MIN_LENGTH = 6;

export const authMessages = {
  invalidEmail: 'Ongeldig e-mailadres',
  loginPasswordTooShort: 'Wachtwoord moet minimaal 6 tekens zijn',
  registerPasswordTooShort: 'Minimaal 6 tekens',
  loginFailed: 'Login mislukt: controleer je gegevens.',
  registerFailed: 'Registratie mislukt: controleer je gegevens.',
  wrongCredentials: 'E-mailadres of wachtwoord is onjuist.',
  emailTaken: 'Dit e-mailadres is al in gebruik.',
  notLoggedIn: 'Je moet ingelogd zijn.',
  forbidden: 'Je hebt geen toegang tot deze actie.',
  refreshFailed: 'Je sessie is verlopen. Log opnieuw in.',
  noTokenOnRefresh: 'Geen token ontvangen bij refresh',
} as const;

const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: authMessages.invalidEmail }));

export const loginInputSchema = z.object({
  email,
  password: z.string().min(PASSWORD_MIN_LENGTH, authMessages.loginPasswordTooShort).max(200),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const registerInputSchema = z.object({
  email,
  password: z.string().min(PASSWORD_MIN_LENGTH, authMessages.registerPasswordTooShort).max(200),
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

export const authResponseSchema = z.object({ token: z.string(), role: roleSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** Claims carried by the short-lived access token. */
export const accessTokenClaimsSchema = z.object({
  sub: z.string(),
  role: roleSchema,
  email: z.string(),
  exp: z.number(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/** The browser checks its token this often and refreshes when less validity remains. */
export const TOKEN_CHECK_INTERVAL_MS = 60_000;
export const TOKEN_REFRESH_THRESHOLD_SECONDS = 300;

/** GET /auth/me: who the token belongs to. */
export const meResponseSchema = z.object({ _id: z.string(), email: z.string(), role: roleSchema });
