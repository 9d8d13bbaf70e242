import { z } from 'zod';
import { emailSchema, newPasswordSchema } from './auth.ts';

/**
 * What a customer does with their own credentials: a forgotten password reset through a link by
 * e-mail, a password changed on the profile, and an e-mail address changed once the new address
 * confirms it (decision 060). The rules of a password are registration's.
 */

/** What a link sent by e-mail is for: a new password, or confirming a new e-mail address. */
export const accountTokenPurposes = ['password_reset', 'email_change'] as const;
export type AccountTokenPurpose = (typeof accountTokenPurposes)[number];

/** How long a link to set a new password works. */
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;
/** How long a link to confirm a new e-mail address works. */
export const EMAIL_CHANGE_TTL_SECONDS = 24 * 60 * 60;
/** At most this many reset mails go to one account in an hour; more requests are answered alike and send nothing. */
export const PASSWORD_RESET_MAILS_PER_HOUR = 3;
/** At most this many confirmation links one account asks for in an hour; more are refused (429). */
export const EMAIL_CHANGES_PER_HOUR = 3;

/** The paths of the web app the mails link to; the token follows after '#', so it never reaches a server log. */
export const accountLinkPaths = {
  resetPassword: '/wachtwoord-herstellen',
  confirmEmail: '/e-mailadres-bevestigen',
} as const;

export const accountMessages = {
  resetRequested:
    'Als er een account bij dit e-mailadres hoort, sturen we je een e-mail met een link om een nieuw wachtwoord in te stellen. De link is een uur geldig.',
  resetLinkInvalid: 'Deze link is ongeldig of verlopen. Vraag een nieuwe link aan.',
  passwordReset: 'Je wachtwoord is gewijzigd. Log in met je nieuwe wachtwoord.',
  currentPasswordRequired: 'Vul je huidige wachtwoord in.',
  wrongCurrentPassword: 'Je huidige wachtwoord klopt niet.',
  passwordChanged: 'Je wachtwoord is gewijzigd. Op je andere apparaten ben je uitgelogd.',
  sameEmail: 'Dit is al je e-mailadres.',
  emailChangeRequested: (email: string) =>
    `We hebben een bevestigingslink gestuurd naar ${email}. Je e-mailadres verandert pas als je die link opent.`,
  tooManyEmailChanges:
    'Je hebt de afgelopen tijd te vaak een nieuw e-mailadres opgegeven. Probeer het over een uur opnieuw.',
  emailLinkInvalid:
    'Deze bevestigingslink is ongeldig of verlopen. Geef je nieuwe e-mailadres opnieuw op in je profiel.',
  emailChanged: (email: string) => `Je e-mailadres is gewijzigd in ${email}.`,
} as const;

/** A link's token as the mail carries it: 32 random bytes in base64url. */
const linkToken = (message: string) => z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, message);

const currentPassword = z.string().min(1, accountMessages.currentPasswordRequired).max(200);

/** POST /auth/password/forgot */
export const passwordForgotSchema = z.object({ email: emailSchema });
export type PasswordForgotInput = z.infer<typeof passwordForgotSchema>;

/** The one answer to every valid request for a reset link, account or not. */
export const passwordForgotResponseSchema = z.object({ message: z.string() });

/** POST /auth/password/reset */
export const passwordResetSchema = z.object({
  token: linkToken(accountMessages.resetLinkInvalid),
  password: newPasswordSchema,
});
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;

/** PUT /user/password */
export const passwordChangeSchema = z.object({ currentPassword, newPassword: newPasswordSchema });
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/** POST /user/email */
export const emailChangeSchema = z.object({ newEmail: emailSchema, currentPassword });
export type EmailChangeInput = z.infer<typeof emailChangeSchema>;

/** POST /auth/email/confirm */
export const emailConfirmSchema = z.object({ token: linkToken(accountMessages.emailLinkInvalid) });
export type EmailConfirmInput = z.infer<typeof emailConfirmSchema>;

/** What a confirmed change answers: the account's address now. */
export const emailConfirmedSchema = z.object({ email: z.string() });

/** The mails' Dutch texts. */
export const accountMailMessages = {
  greeting: 'Hallo,',
  linkFallback: 'Werkt de knop niet? Kopieer dan deze link naar je browser:',
  reset: {
    subject: 'Stel een nieuw wachtwoord in',
    heading: 'Nieuw wachtwoord instellen',
    intro:
      'Je hebt gevraagd om een nieuw wachtwoord voor je account bij Loopvoeding. Met de knop hieronder stel je het in.',
    validity: 'De link is een uur geldig en werkt één keer.',
    button: 'Nieuw wachtwoord instellen',
    notYou:
      'Heb je dit niet zelf gevraagd? Dan kun je deze e-mail negeren: je wachtwoord blijft zoals het is.',
  },
  confirmEmail: {
    subject: 'Bevestig je nieuwe e-mailadres',
    heading: 'Bevestig je nieuwe e-mailadres',
    intro:
      'Je hebt gevraagd om het e-mailadres van je account bij Loopvoeding te wijzigen in dit adres. Bevestig het met de knop hieronder.',
    validity: 'De link is 24 uur geldig en werkt één keer.',
    button: 'E-mailadres bevestigen',
    notYou: 'Heb je dit niet zelf gevraagd? Negeer deze e-mail dan: er verandert niets.',
  },
  emailChanged: {
    subject: 'Je e-mailadres bij Loopvoeding is gewijzigd',
    heading: 'Je e-mailadres is gewijzigd',
    intro: (newEmail: string) =>
      `Het e-mailadres van je account bij Loopvoeding is gewijzigd in ${newEmail}. Je logt voortaan met dat adres in en onze e-mails gaan daarheen.`,
    notYou: 'Heb je dit niet zelf gedaan? Neem dan meteen contact met ons op:',
    contact: 'Contact opnemen',
  },
} as const;
