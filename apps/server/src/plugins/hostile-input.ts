import { apiMessages, errorCodes } from '@shop/shared/api';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const NUL = '\u0000';

/** Whether a NUL character is in any string or key of a parsed body, however deep. */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (current.includes(NUL)) return true;
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes(NUL)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL cannot store a NUL character in text: one in a path, a query or a body would reach
 * the database and fail there. Every request carrying one is refused with 400 before any route
 * sees it, whatever the field.
 */
export const hostileInputPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request, reply) => {
    if (/%00/i.test(request.url) || request.url.includes(NUL) || containsNul(request.body)) {
      return reply
        .status(400)
        .send({ error: { code: errorCodes.validation, message: apiMessages.invalidCharacters } });
    }
  });
});
