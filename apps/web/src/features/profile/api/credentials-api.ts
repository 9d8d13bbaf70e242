import type { EmailChangeInput, PasswordChangeInput } from '@shop/shared/account';
import { api } from '../../../lib/api-client.ts';

/** PUT /user/password: the current password and the new one; the other logins end. */
export const changePassword = (input: PasswordChangeInput) => api.put<void>('/user/password', input);

/** POST /user/email: a confirmation link goes to the new address; the answer says so. */
export const requestEmailChange = (input: EmailChangeInput) =>
  api.post<{ message: string }>('/user/email', input);
