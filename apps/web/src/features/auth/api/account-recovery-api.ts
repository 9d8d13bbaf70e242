import type { EmailConfirmInput, PasswordForgotInput, PasswordResetInput } from '@shop/shared/account';
import { api } from '../../../lib/api-client.ts';

/** A forgotten password and a new e-mail address, by the links the shop mails (decision 060). */

/** POST /auth/password/forgot: the same answer for every address. */
export const requestPasswordReset = (input: PasswordForgotInput) =>
  api.post<{ message: string }>('/auth/password/forgot', input);

/** POST /auth/password/reset: the link's token and the new password. */
export const resetPassword = (input: PasswordResetInput) => api.post<void>('/auth/password/reset', input);

/** POST /auth/email/confirm: the account takes the address the link was sent to. */
export const confirmEmail = (input: EmailConfirmInput) =>
  api.post<{ email: string }>('/auth/email/confirm', input);
