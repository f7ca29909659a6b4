import { eq } from 'drizzle-orm';
import { networks } from '../../db/schema/networks';
import { notFound } from '../../http/httpErrors';
import { errorResponses } from '../../http/schemas';
import { customerScope } from '../../access/scope';
import type { ExtraRoute } from '../kit/entityDef';
import { loadSitePlan } from '../kit/refs';
import { nextFreeNetwork } from './nextFreeNetwork';

const nullableString = (description: string) => ({ type: ['string', 'null'], description });

const proposal = {
  type: 'object',
  description: 'What a new network of the active site could use; each value null when none is free.',
  required: ['vlan_id', 'subnet', 'gateway'],
  properties: {
    vlan_id: {
      type: ['integer', 'null'],
      description: "Lowest VLAN id of the site's tenant range no network of the site uses.",
    },
    subnet: nullableString(
      "First free block inside the site prefix, sized like most of the site's networks (else /24); null without a prefix.",
    ),
    gateway: nullableString('First host address of that subnet.'),
  },
};

/** GET /api/crm/networks/next-free/: the VLAN and subnet the create form proposes, for the X-Site-ID site. */
export const nextFreeRoute: ExtraRoute = {
  method: 'GET',
  url: 'next-free/',
  config: { tenancy: 'site' },
  schema: {
    summary: 'Propose the next free VLAN id and subnet of the active site',
    response: { 200: proposal, ...errorResponses(400, 401, 403, 404) },
  },
  handler: async (request) => {
    const { customerId, siteId } = customerScope(request);
    const db = request.server.db;
    const site = siteId === null ? null : await loadSitePlan(db, customerId, siteId);
    if (!site) throw notFound();
    const others = await db
      .select({ vlanId: networks.vlanId, subnet: networks.subnet })
      .from(networks)
      .where(eq(networks.siteId, site.id));
    return nextFreeNetwork(site, others);
  },
};
