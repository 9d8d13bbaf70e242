import { apiMessages, errorCodes } from '@shop/shared/api';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const NUL = '\u0000';
/** Half of a surrogate pair without its other half: no character at all, and no UTF-8 for it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const refusedText = (text: string) => text.includes(NUL) || LONE_SURROGATE.test(text);

/** Whether a NUL character or a lone surrogate is in any string or key of a parsed body, however deep. */
export function containsRefusedText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (refusedText(current)) return true;
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (refusedText(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL cannot store a NUL character in text: one in a path, a query or a body would reach
 * the database and fail there. A lone surrogate is no text either (the payment provider's SDK
 * fails on it). Every request carrying one is refused with 400 before any route sees it,
 * whatever the field.
 */
export const hostileInputPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', (request, reply, done) => {
    if (/%00/i.test(request.url) || request.url.includes(NUL) || containsRefusedText(request.body)) {
      // Answered here: the request goes no further.
      reply
        .status(400)
        .send({ error: { code: errorCodes.validation, message: apiMessages.invalidCharacters } });
      return;
    }
    done();
  });
});
