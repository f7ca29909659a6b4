import { notFound } from '../../http/httpErrors';
import { errorResponses, idParams } from '../../http/schemas';
import { customerScope } from '../../plugins/tenancy';
import type { ExtraRoute } from '../kit/entityDef';
import { pathId } from '../../http/ids';
import { findCredentials } from './wirelessRepository';

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

/** GET /api/crm/wireless/{id}/credentials/: the passphrase, for the credentials screen. */
export const credentialsRoute: ExtraRoute = {
  method: 'GET',
  url: ':id/credentials/',
  schema: {
    summary: 'Read the SSID and passphrase of a wireless network',
    params: idParams,
    response: { 200: credentials, ...errorResponses(401, 403, 404) },
  },
  handler: async (request, reply) => {
    const row = await findCredentials(request.server.db, customerScope(request).customerId, pathId(request));
    if (!row) throw notFound();
    // A secret: keep it out of shared caches and the browser's back/forward cache.
    reply.header('Cache-Control', 'no-store');
    return row;
  },
};
