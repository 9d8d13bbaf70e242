import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  accountLinkPaths,
  accountMessages,
  EMAIL_CHANGE_TTL_SECONDS,
  EMAIL_CHANGES_PER_HOUR,
  type EmailChangeInput,
  PASSWORD_RESET_MAILS_PER_HOUR,
  PASSWORD_RESET_TTL_SECONDS,
  type PasswordChangeInput,
  type PasswordResetInput,
} from '@shop/shared/account';
import { authMessages } from '@shop/shared/auth';
import type { AccountsService } from '../../auth/accounts.ts';
import type { JobQueue, JobRun } from '../../db/job-queue.ts';
import type { Database } from '../../db/types.ts';
import type { SessionUser } from '../../lib/access-token.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, tooManyRequests, unauthorized } from '../../lib/http-errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { MailService } from '../mail/mail.service.ts';
import { confirmEmailMail, emailChangedMail, passwordResetMail } from './account-mails.tsx';
import * as tokens from './account-tokens.repository.ts';
import * as authRepository from './auth.repository.ts';
import type { AuthService } from './auth.service.ts';

/** The queue on which a request for a reset link is handled, away from the request that asked. */
export const PASSWORD_RESET_QUEUE = 'password-reset-requests';

const HOUR_MS = 60 * 60 * 1000;

/** A link's secret: 32 random bytes. Only its SHA-256 hash is stored. */
const newToken = () => randomBytes(32).toString('base64url');
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const invalidResetLink = () =>
  badRequest(accountMessages.resetLinkInvalid, { token: [accountMessages.resetLinkInvalid] });
const invalidEmailLink = () =>
  badRequest(accountMessages.emailLinkInvalid, { token: [accountMessages.emailLinkInvalid] });
const wrongCurrentPassword = () =>
  badRequest(accountMessages.wrongCurrentPassword, {
    currentPassword: [accountMessages.wrongCurrentPassword],
  });

interface Dependencies {
  db: Database;
  auth: AuthService;
  accounts: AccountsService;
  mail: MailService;
  jobs: JobQueue;
  publicUrl: string;
}

/**
 * A customer's own credentials (decision 060): a forgotten password reset through a single-use link
 * mailed to the account, a password changed with the current one, and an e-mail address changed
 * once a link mailed to the new address is opened. Links are stored as SHA-256 hashes only.
 */
export function createCredentialsService({ db, auth, accounts, mail, jobs, publicUrl }: Dependencies) {
  /** The caller's account with the password checked; a wrong one is a 400 on its field (never 401). */
  async function withCurrentPassword(user: SessionUser, currentPassword: string) {
    const row = await authRepository.findUserById(db, user.id);
    if (!row) throw unauthorized(authMessages.notLoggedIn);
    if (!(await verifyPassword(row.passwordHash, currentPassword))) throw wrongCurrentPassword();
    return row;
  }

  return {
    /**
     * A request for a reset link does one thing, whoever's address it names: it queues the request.
     * Whether an account exists is looked at by the queue's worker, so the answer and its time are
     * the same for every address.
     */
    async requestPasswordReset(email: string): Promise<void> {
      await jobs.enqueue(PASSWORD_RESET_QUEUE, { email });
    },

    /**
     * The queue's worker: mails a reset link to the account of the address, if there is one, unless
     * it was sent `PASSWORD_RESET_MAILS_PER_HOUR` already in the last hour (then nothing is stored
     * and nothing sent). The link and its mail are stored together.
     */
    async sendPasswordReset({ data }: JobRun<{ email: string }>): Promise<void> {
      const user = await authRepository.findUserByEmail(db, data.email);
      if (!user) return;
      const token = newToken();
      const message = await passwordResetMail(
        user.email,
        `${publicUrl}${accountLinkPaths.resetPassword}#${token}`,
      );
      await db.transaction(async (tx) => {
        const queued = await mail.queueWithinLimit(
          message,
          `password-reset:${randomUUID()}`,
          { keyPrefix: 'password-reset:', max: PASSWORD_RESET_MAILS_PER_HOUR, perMs: HOUR_MS },
          tx,
        );
        if (!queued) return;
        await tokens.insertAccountToken(tx, {
          userId: user.id,
          purpose: 'password_reset',
          tokenHash: hashToken(token),
          ttlSeconds: PASSWORD_RESET_TTL_SECONDS,
        });
      });
    },

    /**
     * Sets a new password with a reset link, once: every open link of the account stops working and
     * every login of the account ends. The user then logs in with the new password.
     */
    async resetPassword({ token, password }: PasswordResetInput): Promise<void> {
      const tokenHash = hashToken(token);
      // A link that cannot work costs no password hashing.
      if (!(await tokens.findOpenToken(db, tokenHash, 'password_reset'))) throw invalidResetLink();
      const passwordHash = await hashPassword(password);
      const done = await db.transaction(async (tx) => {
        const used = await tokens.useToken(tx, tokenHash, 'password_reset');
        if (!used) return false;
        await tokens.updatePasswordHash(tx, used.userId, passwordHash);
        await tokens.voidTokens(tx, used.userId);
        await auth.endSessionsOf(used.userId, { tx });
        return true;
      });
      if (!done) throw invalidResetLink();
    },

    /** A new password with the current one; the caller's other logins end, this one stays. */
    async changePassword(
      user: SessionUser,
      { currentPassword, newPassword }: PasswordChangeInput,
    ): Promise<void> {
      await withCurrentPassword(user, currentPassword);
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await tokens.updatePasswordHash(tx, user.id, passwordHash);
        await tokens.voidTokens(tx, user.id, ['password_reset']);
        await auth.endSessionsOf(user.id, { except: user.sessionId, tx });
      });
    },

    /**
     * Mails a confirmation link to the new address; the account keeps its address until the link is
     * opened. A taken address is refused as registration refuses it (409, the same message).
     */
    async requestEmailChange(
      user: SessionUser,
      { newEmail, currentPassword }: EmailChangeInput,
    ): Promise<string> {
      const account = await withCurrentPassword(user, currentPassword);
      if (account.email.toLowerCase() === newEmail) {
        throw badRequest(accountMessages.sameEmail, { newEmail: [accountMessages.sameEmail] });
      }
      if (await authRepository.findUserByEmail(db, newEmail)) throw conflict(authMessages.emailTaken);
      const token = newToken();
      const message = await confirmEmailMail(
        newEmail,
        `${publicUrl}${accountLinkPaths.confirmEmail}#${token}`,
      );
      await db.transaction(async (tx) => {
        if (!(await tokens.lockUser(tx, user.id))) throw unauthorized(authMessages.notLoggedIn);
        const since = new Date(Date.now() - HOUR_MS);
        if ((await tokens.countTokensSince(tx, user.id, 'email_change', since)) >= EMAIL_CHANGES_PER_HOUR) {
          throw tooManyRequests(accountMessages.tooManyEmailChanges);
        }
        const row = await tokens.insertAccountToken(tx, {
          userId: user.id,
          purpose: 'email_change',
          tokenHash: hashToken(token),
          newEmail,
          ttlSeconds: EMAIL_CHANGE_TTL_SECONDS,
        });
        await mail.queue(message, `email-change:${row.id}`, tx);
      });
      return accountMessages.emailChangeRequested(newEmail);
    },

    /**
     * Opens a confirmation link, once: the account takes the new address (announced, so every
     * process reads it at once), its other confirmation links stop working, and the old address
     * gets a notice. An address taken meanwhile is refused (409) and the link stays unused.
     */
    async confirmEmailChange(token: string): Promise<string> {
      const tokenHash = hashToken(token);
      const link = await tokens.findOpenToken(db, tokenHash, 'email_change');
      if (!link?.newEmail) throw invalidEmailLink();
      const newEmail = link.newEmail;
      const notice = await emailChangedMail(link.email, newEmail, `${publicUrl}/contact`);
      try {
        await db.transaction(async (tx) => {
          const used = await tokens.useToken(tx, tokenHash, 'email_change');
          if (!used) throw invalidEmailLink();
          const holder = await authRepository.findUserByEmail(tx, newEmail);
          if (holder && holder.id !== used.userId) throw conflict(authMessages.emailTaken);
          await tokens.updateEmail(tx, used.userId, newEmail);
          await tokens.voidTokens(tx, used.userId, ['email_change']);
          await accounts.changed(tx, used.userId);
          await mail.queue(notice, `email-changed:${used.id}`, tx);
        });
      } catch (error) {
        // Registered at the same moment: the unique index on the address decides.
        if (isUniqueViolation(error, 'users_email_unique')) throw conflict(authMessages.emailTaken);
        throw error;
      }
      return newEmail;
    },
  };
}

export type CredentialsService = ReturnType<typeof createCredentialsService>;
