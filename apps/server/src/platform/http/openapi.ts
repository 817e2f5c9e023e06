import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { BEARER_SCHEME } from './route';

/**
 * OpenAPI 3.1 generated from the contract's zod schemas, at `GET /api/openapi.json`, and the
 * Swagger UI at `/api/docs` (only our own scripts and styles, so it runs under the CSP).
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: '담아 API',
        description: '담아(Dama) REST API. 모든 응답은 공통 봉투(envelope)로 감싸져요.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          [BEARER_SCHEME]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });

  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { validatorUrl: null, deepLinking: true },
  });

  app.get('/api/openapi.json', { schema: { hide: true } }, (_request, reply) => {
    return reply.type('application/json; charset=utf-8').send(app.swagger());
  });
}
