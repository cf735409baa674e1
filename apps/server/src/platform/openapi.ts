import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { DOCS_DIRECTIVES, serialisePolicy } from './security-headers.ts';

// The OpenAPI document is generated from the routes' zod schemas, never written by hand.
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Mecha companion API', version: '1.0.0', description: 'Every response is the envelope {code, data, msg}; code 0 is success.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' }, operator: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Operator <token>' } } },
    },
    transform: jsonSchemaTransform,
  });
  // The docs page runs Swagger UI, which the app's policy does not describe: it answers with its own.
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: serialisePolicy(DOCS_DIRECTIVES) });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
