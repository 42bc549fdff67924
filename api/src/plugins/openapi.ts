import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document, generated from the same zod contracts the routes validate with:
 * a page at /api/docs and the document at /api/docs/json. Both are public.
 */
export default fp(
  async function openapi(app: FastifyInstance) {
    // The documentation is public: mark its routes so the access guard lets them through.
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith('/api/docs')) route.config = { ...route.config, access: 'public' };
    });
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Fantasy League API',
          description: 'Every call the Fantasy League web app makes.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' } },
        },
        security: [{ bearer: [] }],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      uiHooks: {},
      // The page's own policy (its scripts and styles, by hash), framed by nobody; without
      // upgrade-insecure-requests, which would break the page served over http on a network.
      staticCSP: true,
      transformStaticCSP: (policy) =>
        policy
          .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
          .replace(/\s*upgrade-insecure-requests;?/, ''),
    });
  },
  { name: 'openapi' },
);
