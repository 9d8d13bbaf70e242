import { apiMessages, errorCodes, requestErrorMessages } from '@shop/shared/api';
import { authMessages } from '@shop/shared/auth';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { AccountsService } from '../auth/accounts.ts';
import {
  isDatabaseUnavailable,
  isForeignKeyViolation,
  isRefusedValue,
  isTransactionConflict,
} from '../lib/db-errors.ts';
import { HttpError } from '../lib/http-errors.ts';
import { QueueWaitTimeout } from '../lib/keyed-queue.ts';

const codeForStatus: Record<number, string> = {
  400: errorCodes.validation,
  401: errorCodes.unauthorized,
  403: errorCodes.forbidden,
  404: errorCodes.notFound,
  409: errorCodes.conflict,
  423: errorCodes.locked,
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: errorCodes.rateLimited,
};

/** The framework's own 4xx errors, in the shop's words. */
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: requestErrorMessages.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: requestErrorMessages.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: requestErrorMessages.invalidContentLength,
  FST_ERR_CTP_EMPTY_JSON_BODY: requestErrorMessages.emptyJsonBody,
  FST_ERR_CTP_INVALID_JSON_BODY: requestErrorMessages.invalidJsonBody,
  FST_ERR_BAD_URL: requestErrorMessages.badUrl,
  FST_ERR_MAX_PARAM_LENGTH: requestErrorMessages.urlTooLong,
};

/**
 * The router's own refusals (a malformed or overlong URL), which never reach the error handler:
 * Fastify's `frameworkErrors` option, answered in the same `{ error: { code, message } }` shape.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  return reply.status(status).send({
    error: {
      code: status === 414 ? 'URI_TOO_LONG' : errorCodes.validation,
      message: frameworkMessages[error.code] ?? apiMessages.validation,
    },
  });
}

/** Whether the caller's account is gone now (read past the cache); false when that cannot be told. */
async function callerIsGone(request: FastifyRequest, accounts?: AccountsService): Promise<boolean> {
  if (!request.user || !accounts) return false;
  try {
    return !(await accounts.fresh(request.user.id));
  } catch {
    return false;
  }
}

/** Shapes every error as `{ error: { code, message, details? } }`; 5xx never leak details. */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance, { accounts }: { accounts?: AccountsService } = {}) => {
    app.setErrorHandler(async (error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        return reply.status(error.statusCode).send({
          error: {
            code: error.code,
            message: error.message,
            ...(error.details ? { details: error.details } : {}),
          },
        });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const details: Record<string, string[]> = {};
        for (const issue of error.validation) {
          const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
          details[field] = [...(details[field] ?? []), issue.message ?? apiMessages.validation];
        }
        return reply
          .status(400)
          .send({ error: { code: errorCodes.validation, message: apiMessages.validation, details } });
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        return reply
          .status(503)
          .header('retry-after', '5')
          .send({ error: { code: errorCodes.unavailable, message: apiMessages.unavailable } });
      }
      // A deadlock or serialization failure still there after the retries, or one account's writes
      // queued too long for their turn (decision 032): the shop is busy, not broken.
      if (isTransactionConflict(error) || error instanceof QueueWaitTimeout) {
        request.log.warn(
          { err: error },
          'busy: transaction conflict after retries, or an account queue too long',
        );
        return reply
          .status(503)
          .header('retry-after', '1')
          .send({ error: { code: errorCodes.unavailable, message: apiMessages.busy } });
      }
      // The caller's account was deleted (a wipe, an admin) while the request ran, so a row that
      // names them could not be written: they are not logged in any more. Any insert that
      // references the caller is covered, not route by route.
      if (isForeignKeyViolation(error) && (await callerIsGone(request, accounts))) {
        return reply
          .status(401)
          .send({ error: { code: errorCodes.unauthorized, message: authMessages.notLoggedIn } });
      }
      // Any other row that named a row deleted while the request ran (a product, a post): the
      // request came a moment too late, which is a conflict to report, not a fault of the server.
      if (isForeignKeyViolation(error)) {
        request.log.warn({ err: error }, 'a row referred to one deleted meanwhile');
        return reply
          .status(409)
          .send({ error: { code: errorCodes.conflict, message: apiMessages.goneMeanwhile } });
      }
      if (isRefusedValue(error)) {
        request.log.warn({ err: error }, 'a value the database refused reached it');
        return reply
          .status(400)
          .send({ error: { code: errorCodes.validation, message: apiMessages.validation } });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const framework = error.code?.startsWith('FST_') || error instanceof SyntaxError;
        return reply.status(status).send({
          error: {
            code: codeForStatus[status] ?? (framework ? 'BAD_REQUEST' : (error.code ?? 'BAD_REQUEST')),
            message: frameworkMessages[error.code] ?? (framework ? apiMessages.validation : error.message),
          },
        });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ error: { code: errorCodes.internal, message: apiMessages.internal } });
    });
  },
);
