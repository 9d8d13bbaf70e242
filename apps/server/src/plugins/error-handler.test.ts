import { apiMessages } from '@shop/shared/api';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorHandlerPlugin } from './error-handler.ts';

/** A driver error as PostgreSQL reports it, wrapped as Drizzle wraps it. */
function databaseError(sqlState: string) {
  return Object.assign(new Error('Failed query'), {
    cause: Object.assign(new Error('db'), { code: sqlState }),
  });
}

async function appThrowing(error: Error) {
  const app = Fastify();
  await app.register(errorHandlerPlugin);
  app.get('/write', async () => {
    throw error;
  });
  return app;
}

describe('error handler', () => {
  it('a row that names a row deleted meanwhile answers 409 with a Dutch message, never 500', async () => {
    const app = await appThrowing(databaseError('23503'));
    const response = await app.inject({ method: 'GET', url: '/write' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({ code: 'CONFLICT', message: apiMessages.goneMeanwhile });
  });

  it('a conflict still there after the retries answers 503 with Retry-After', async () => {
    const app = await appThrowing(databaseError('40P01'));
    const response = await app.inject({ method: 'GET', url: '/write' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
  });

  it('an error of no known kind answers 500 without its details', async () => {
    const app = await appThrowing(new Error('secret detail'));
    const response = await app.inject({ method: 'GET', url: '/write' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret detail');
  });
});
