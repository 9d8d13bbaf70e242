/**
 * The auth constants and messages without zod, so the browser's first bundle (which needs only
 * these) stays small; auth.ts re-exports them with the schemas.
 */
export const roles = ['admin', 'user'] as const;
export type Role = (typeof roles)[number];

/** A role as the Dutch interface names it (the header's badge, the admin's lists and forms). */
export const roleLabels: Record<Role, string> = { admin: 'beheerder', user: 'klant' };

/** The Dutch name of a role the API sends as text; an unknown one is shown as it is. */
export function roleLabel(role: string): string {
  return (roles as readonly string[]).includes(role) ? roleLabels[role as Role] : role;
}

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

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/** The browser checks its token this often and refreshes when less validity remains. */
export const TOKEN_CHECK_INTERVAL_MS = 60_000;
export const TOKEN_REFRESH_THRESHOLD_SECONDS = 300;
