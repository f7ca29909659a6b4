import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

const tenancyHeaders = {
  type: 'object',
  properties: {
    'X-Customer-ID': { type: 'integer', description: "The active customer; must be one of the user's customers" },
    'X-Site-ID': { type: 'integer', description: 'The active site, where a route works inside one' },
  },
  required: ['X-Customer-ID'],
};

/** Swagger UI's own CSP, minus upgrade-insecure-requests (breaks plain-http local use), unframeable. */
function docsCsp(header: string): string {
  return header
    .replace(/upgrade-insecure-requests;?/, '')
    .replace(/frame-ancestors [^;]*/, "frame-ancestors 'none'")
    .replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'")
    .trim();
}

/** OpenAPI 3 document generated from the route schemas: /api/openapi.json, UI at /api/docs. */
export default fp(
  async (app) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Portico API',
          version: '1.0.0',
          description:
            'Errors are `{"detail": "…"}`; validation errors `{"detail": [{"loc": ["body", "field"], "msg": "…"}]}`.',
        },
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
        security: [{ bearerAuth: [] }],
      },
      transform: ({ schema, url, route }) => {
        const tenancy = route.config?.tenancy ?? 'customer';
        if (!url.startsWith('/api/crm/') || tenancy === 'user' || !schema) return { schema, url };
        return { schema: { ...schema, headers: tenancyHeaders }, url };
      },
    });
    await app.register(fastifySwaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      transformStaticCSP: docsCsp,
      uiConfig: { docExpansion: 'list', deepLinking: true },
    });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
