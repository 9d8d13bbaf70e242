import { z } from 'zod';
import { authMessages, PASSWORD_MIN_LENGTH, roles } from './auth-constants.ts';

export * from './auth-constants.ts';

export const roleSchema = z.enum(roles);

/** An e-mail address as every form takes it: trimmed, lower case, valid ('Ongeldig e-mailadres'). */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: authMessages.invalidEmail }));

const email = emailSchema;

export const loginInputSchema = z.object({
  email,
  password: z.string().min(PASSWORD_MIN_LENGTH, authMessages.loginPasswordTooShort).max(200),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** A password someone chooses (registration, a reset, a change): the registration's rule and message. */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, authMessages.registerPasswordTooShort)
  .max(200);

export const registerInputSchema = z.object({
  email,
  password: newPasswordSchema,
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

export const authResponseSchema = z.object({ token: z.string(), role: roleSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** Claims carried by the short-lived access token. */
export const accessTokenClaimsSchema = z.object({
  sub: z.string(),
  role: roleSchema,
  email: z.string(),
  /** The login (session) it belongs to: logout ends the session and with it this token. */
  sid: z.uuid(),
  exp: z.number(),
  /** When the server issued it: the browser learns from it how far its own clock is off. */
  iat: z.number().optional(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;

/** GET /auth/me: who the token belongs to. */
export const meResponseSchema = z.object({ _id: z.string(), email: z.string(), role: roleSchema });
