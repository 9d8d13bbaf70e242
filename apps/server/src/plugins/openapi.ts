import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { apiErrorSchema } from '@shop/shared/api';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** A group of operations in the document: one per feature. */
export interface ApiTag {
  name: string;
  description: string;
}

export interface OpenApiOptions {
  tags: readonly ApiTag[];
  /**
   * Schemas the document names, each a component of its own that operations refer to; a recursive
   * one must be named (its inner references need a name to point at).
   */
  components: Record<string, z.ZodType>;
}

/** Where the document and its reference page are served. */
export const OPENAPI_PATH = '/api/openapi.json';
export const API_DOCS_PREFIX = '/api/docs';

/** How a caller proves who they are (plugins/auth.ts and the auth routes' refresh cookie). */
export const securitySchemes = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'The 15-minute access token from POST /api/auth/login, /register or /refresh. Without it a call is a ' +
      "guest's; an invalid or expired token, or one whose login has ended, is answered 401.",
  },
  refreshCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'refreshToken',
    description:
      'The httpOnly refresh cookie (path /api/auth) set by login, register and refresh; it rotates on every refresh.',
  },
} as const;

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

/** The part of the document the error responses are added to. */
interface Paths {
  paths?: Record<string, Record<string, { responses?: Record<string, unknown> } | undefined> | undefined>;
}

/** Every operation answers its errors as `{ error: { code, message, details? } }`. */
function withErrorResponses<Document extends Paths>(document: Document): Document {
  for (const path of Object.values(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = path?.[method];
      if (!operation || operation.responses?.default) continue;
      operation.responses = {
        ...operation.responses,
        default: {
          description: 'An error: 4xx for the request, 5xx for the server (never with internals).',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
        },
      };
    }
  }
  return document;
}

/**
 * The API's OpenAPI 3.1 document, built from the routes' zod schemas (fastify-type-provider-zod's
 * transform) the first time it is asked for and kept: GET /api/openapi.json, and a reference page
 * at /api/docs (Swagger UI, whose files all come from the shop itself, so the site's
 * Content-Security-Policy holds there unchanged). Only /api routes are in it; a route whose schema
 * says `hide: true` is left out. Register before any route: it records them as they are registered.
 */
export const openApiPlugin = fp(async (app: FastifyInstance, options: OpenApiOptions) => {
  const schemaRegistry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(options.components)) schemaRegistry.add(schema, { id });
  const zodToJson = createJsonSchemaTransform({ skipList: [], schemaRegistry });
  const withComponents = createJsonSchemaTransformObject({ schemaRegistry });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Loopvoeding API',
        version: '1.0.0',
        description:
          'The API of the Loopvoeding shop and blog. Every answer is JSON (`application/json`) unless said ' +
          'otherwise; user-facing messages are Dutch. Money is in euros, timestamps are ISO 8601.',
      },
      servers: [{ url: app.config.publicUrl }],
      tags: [...options.tags],
      components: {
        securitySchemes,
        schemas: {
          ApiError: z.toJSONSchema(apiErrorSchema, { target: 'draft-2020-12' }) as Record<string, unknown>,
        },
      },
    },
    transform: (input) =>
      input.url.startsWith('/api/') ? zodToJson(input) : { schema: { hide: true }, url: input.url },
    transformObject: (document) => withErrorResponses(withComponents(document) as Paths),
  });

  // Built on the first request and kept, as text: the routes do not change while the app runs.
  let documentJson: string | undefined;
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) => {
    documentJson ??= JSON.stringify(app.swagger());
    return reply.type('application/json; charset=utf-8').send(documentJson);
  });

  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    theme: { title: 'Loopvoeding API' },
    uiConfig: { deepLinking: true, defaultModelsExpandDepth: 0 },
  });
});
