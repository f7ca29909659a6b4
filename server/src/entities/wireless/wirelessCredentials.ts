import type { FastifyPluginAsync } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { wirelessNetworks } from '../../db/schema/wireless';
import { notFound } from '../../http/httpErrors';
import { dbOf } from '../kit/requestScope';
import { errorResponses, idParams } from '../../http/schemas';

const credentials = {
  type: 'object',
  description: 'What a client needs to join the network. The only response that carries the passphrase.',
  properties: {
    id: { type: 'integer' },
    ssid: { type: 'string' },
    security: { type: 'string' },
    passphrase: { type: ['string', 'null'], description: 'Pre-shared key; null for open and enterprise networks.' },
  },
};

/** GET /api/crm/wireless/{id}/credentials/ — the passphrase, for the credentials screen. */
const credentialsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/wireless/:id/credentials/', {
    schema: { tags: ['Wireless network'], summary: 'Read the SSID and passphrase of a wireless network', params: idParams, response: { 200: credentials, ...errorResponses(401, 403, 404) } },
  }, async (request, reply) => {
    const { id } = request.params as { id: number };
    const [row] = await dbOf(request)
      .select({ id: wirelessNetworks.id, ssid: wirelessNetworks.ssid, security: wirelessNetworks.security, passphrase: wirelessNetworks.passphrase })
      .from(wirelessNetworks)
      .where(and(eq(wirelessNetworks.id, id), eq(wirelessNetworks.customerId, request.customerId)));
    if (!row) throw notFound();
    // A secret: keep it out of shared caches and the browser's back/forward cache.
    reply.header('Cache-Control', 'no-store');
    return row;
  });
};

export default credentialsRoutes;
