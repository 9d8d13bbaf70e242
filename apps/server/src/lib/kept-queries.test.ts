import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { keepingQueries, keptQuery } from './kept-queries.ts';

let parses = 0;
const app = Fastify().withTypeProvider<ZodTypeProvider>();
/** A list's query that counts its parses. */
const countedQuery = () =>
  z
    .object({ page: z.coerce.number().int().min(1).default(1), tags: z.string().optional() })
    .transform((query) => {
      parses += 1;
      return { ...query, tagList: query.tags?.split(',') ?? [] };
    });
beforeAll(async () => {
  app.setValidatorCompiler(keepingQueries(validatorCompiler));
  // A route that changes its query: the next request must not see the change.
  app.get('/kept', { schema: { querystring: keptQuery(countedQuery()) } }, async (request) => {
    const shown = { ...request.query };
    (request.query as { page: number }).page += 100;
    return shown;
  });
  app.get('/plain', { schema: { querystring: countedQuery() } }, async (request) => request.query);
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url });

describe('kept query values', () => {
  it('validates each distinct query of a marked schema once, and hands every request its own copy', async () => {
    parses = 0;
    for (let i = 0; i < 3; i += 1) {
      const answer = await get('/kept?page=2&tags=gel,reep');
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ page: 2, tags: 'gel,reep', tagList: ['gel', 'reep'] });
    }
    expect(parses).toBe(1);
    await get('/kept?page=3');
    expect(parses).toBe(2);
  });

  it('answers a failing query 400 each time, and validates the queries of an unmarked schema each time', async () => {
    for (let i = 0; i < 2; i += 1) expect((await get('/kept?page=0')).statusCode).toBe(400);
    parses = 0;
    for (let i = 0; i < 2; i += 1) expect((await get('/plain?page=2')).statusCode).toBe(200);
    expect(parses).toBe(2);
  });
});
