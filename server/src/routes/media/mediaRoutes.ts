import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../http/httpErrors';
import { errorResponses } from '../../http/schemas';
import { loadImage } from '../../media/mediaRepository';

const mediaSchema = {
  tags: ['media'],
  summary: 'A stored image (customer logo, site portal logo)',
  description:
    'Public so <img> tags can load it: the id is random and unguessable. Never changes, so cached for a year.',
  security: [],
  params: { type: 'object', properties: { id: { type: 'string', format: 'uuid' } }, required: ['id'] },
  response: {
    200: { description: 'The image bytes', content: { 'image/*': { schema: { type: 'string', format: 'binary' } } } },
    ...errorResponses(404),
  },
} as const;

/** GET /api/media/{id} */
const mediaRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string } }>('/:id', { schema: mediaSchema }, async (request, reply) => {
    const image = await loadImage(app.db, request.params.id.toLowerCase());
    if (!image) throw notFound();
    return (
      reply
        .type(image.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        // An SVG opened directly must not run scripts or load anything.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(image.data)
    );
  });
};

export default mediaRoutes;
