import { ApiError } from '../../lib/api-client.ts';

/**
 * Whether a message could not be loaded because it is not there for this person (unknown,
 * someone else's, or a malformed id), rather than because the server or the network failed.
 */
export const isMissingMessage = (error: unknown) =>
  error instanceof ApiError && [400, 403, 404].includes(error.status);
