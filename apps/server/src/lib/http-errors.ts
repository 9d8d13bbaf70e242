import { apiMessages, errorCodes } from '@shop/shared/api';

type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

/** An error the API answers as `{ error: { code, message, details? } }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string = apiMessages.validation, details?: Record<string, string[]>) =>
  new HttpError(400, errorCodes.validation, message, details);
export const unauthorized = (message: string) => new HttpError(401, errorCodes.unauthorized, message);
export const forbidden = (message: string) => new HttpError(403, errorCodes.forbidden, message);
export const notFound = (message: string = apiMessages.notFound) =>
  new HttpError(404, errorCodes.notFound, message);
export const conflict = (message: string) => new HttpError(409, errorCodes.conflict, message);
export const payloadTooLarge = (message: string) => new HttpError(413, errorCodes.validation, message);
export const locked = (message: string) => new HttpError(423, errorCodes.locked, message);
export const tooManyRequests = (message: string = apiMessages.rateLimited) =>
  new HttpError(429, errorCodes.rateLimited, message);
