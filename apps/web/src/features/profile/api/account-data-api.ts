import type { AccountDeleteInput } from '@shop/shared/account-data';
import { apiRequest } from '../../../lib/api-client.ts';
import { apiFile } from '../../../lib/api-file.ts';

/** GET /user/data: everything the shop keeps about me, as a JSON file. */
export const myDataAsJson = () => apiFile('/user/data');

/** GET /user/data/readable: the same as a page to read or print. */
export const myDataAsPage = () => apiFile('/user/data/readable');

/** DELETE /user/account with the password: the account and its personal data go (decision 063). */
export const deleteMyAccount = (input: AccountDeleteInput) =>
  apiRequest<void>('/user/account', { method: 'DELETE', json: input });
