import type { FastifyReply, FastifyRequest } from 'fastify';
import { conflict, notFound } from '../../http/httpErrors';
import { MAX_ID } from '../../http/ids';
import { errorResponses, idParams } from '../../http/schemas';
import { customerScope } from '../../access/scope';
import { recordChange } from '../kit/changeWriter';
import type { ExtraRoute } from '../kit/entityDef';
import { pathId } from '../../http/ids';
import { findCredentials, PERSONAL_SECURITY } from './wirelessRepository';
import { deleteTenantKey, findTenantKey, issueTenantKey, newTenantKey, tenantAccessList } from './tenantKeys';

const tenantAccess = {
  type: 'object',
  properties: {
    tenant_id: { type: 'integer' },
    tenant_name: { type: 'string' },
    network_id: { type: 'integer', description: "The tenant's network on the wireless network's site." },
    network_name: { type: 'string' },
    vlan_id: { type: 'integer', description: "VLAN the tenant's key puts its devices on." },
    has_key: { type: 'boolean', description: 'A key was generated; read it through the reveal call.' },
  },
};

const credentials = {
  type: 'object',
  description: 'What a client needs to join the network. Tenant keys are listed without the keys themselves.',
  properties: {
    id: { type: 'integer' },
    ssid: { type: 'string' },
    security: { type: 'string' },
    hidden: { type: 'boolean' },
    has_passphrase: {
      type: 'boolean',
      description: 'A shared pre-shared key is stored; read it through the reveal call.',
    },
    tenants: {
      type: 'array',
      items: tenantAccess,
      description:
        'Tenants with a network on the site (personal security modes only), each of whom can have an own key.',
    },
  },
};

const sharedPassphrase = {
  type: 'object',
  description: "The wireless network's shared pre-shared key.",
  properties: { passphrase: { type: 'string' } },
};

const tenantKey = {
  type: 'object',
  description: "A tenant's own pre-shared key on the wireless network.",
  properties: {
    tenant_id: { type: 'integer' },
    tenant_name: { type: 'string' },
    vlan_id: { type: 'integer' },
    key: { type: 'string' },
  },
};

const tenantParams = {
  type: 'object',
  properties: { ...idParams.properties, tenantId: { type: 'integer', minimum: 1, maximum: MAX_ID } },
  required: ['id', 'tenantId'],
} as const;

/** The wireless network of the path within the request's customer, or a 404. */
async function wirelessOf(request: FastifyRequest) {
  const row = await findCredentials(request.server.db, customerScope(request).customerId, pathId(request));
  if (!row) throw notFound();
  return row;
}

/** The wireless network and the path's tenant, who must have a network on its site; else 404 / 409. */
async function tenantOf(request: FastifyRequest) {
  const wireless = await wirelessOf(request);
  if (!PERSONAL_SECURITY.has(wireless.security))
    throw conflict('This wireless network has no pre-shared keys: its security is open or enterprise');
  const tenantId = (request.params as { tenantId: number }).tenantId;
  const tenant = (await tenantAccessList(request.server.db, wireless)).find((t) => t.tenant_id === tenantId);
  if (!tenant) throw notFound();
  return { wireless, tenant };
}

export const WPA3_ONLY_MESSAGE =
  'This wireless network is WPA3 only: routers cannot give tenants their own keys on it (RouterOS multi-passphrase needs WPA2). Switch its security to WPA2/WPA3 or WPA2 to give tenant keys.';

/** Secrets stay out of shared caches and the browser's back/forward cache. */
const secret = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

/** GET /api/crm/wireless/{id}/credentials/: SSID, whether there is a passphrase, the tenants that can have a key. */
const credentialsRoute: ExtraRoute = {
  method: 'GET',
  url: ':id/credentials/',
  schema: {
    summary: 'Read the SSID and tenant keys of a wireless network (without the passphrase and keys)',
    params: idParams,
    response: { 200: credentials, ...errorResponses(401, 403, 404) },
  },
  handler: async (request, reply) => {
    const { customerId, siteId, passphrase, ...row } = await wirelessOf(request);
    const tenants = PERSONAL_SECURITY.has(row.security)
      ? await tenantAccessList(request.server.db, { id: row.id, customerId, siteId })
      : [];
    secret(reply);
    return { ...row, has_passphrase: passphrase !== null, tenants };
  },
};

/** POST …/credentials/reveal/: the shared passphrase, recorded in the History as revealed (never the secret). */
const revealPassphraseRoute: ExtraRoute = {
  method: 'POST',
  url: ':id/credentials/reveal/',
  schema: {
    summary: "Reveal a wireless network's shared passphrase (recorded in the history)",
    params: idParams,
    response: { 200: sharedPassphrase, ...errorResponses(401, 403, 404, 409) },
  },
  handler: async (request, reply) => {
    const wireless = await wirelessOf(request);
    const passphrase = wireless.passphrase;
    if (passphrase === null) throw conflict('This wireless network has no shared passphrase');
    await recordChange(request.server.db, customerScope(request), {
      objectType: 'wireless',
      objectId: wireless.id,
      action: 'update',
      before: {},
      after: { passphrase_revealed: wireless.ssid },
    });
    secret(reply);
    return { passphrase };
  },
};

/** POST …/credentials/{tenantId}/reveal/: a tenant's key, recorded in the History as revealed (never the key). */
const revealRoute: ExtraRoute = {
  method: 'POST',
  url: ':id/credentials/:tenantId/reveal/',
  schema: {
    summary: "Reveal a tenant's key on a wireless network (recorded in the history)",
    params: tenantParams,
    response: { 200: tenantKey, ...errorResponses(401, 403, 404, 409) },
  },
  handler: async (request, reply) => {
    const { wireless, tenant } = await tenantOf(request);
    const db = request.server.db;
    const result = await db.transaction(async (tx) => {
      const key = await findTenantKey(tx, wireless, tenant.tenant_id);
      if (!key) throw conflict('This tenant has no key yet: regenerate one first');
      await recordChange(tx, customerScope(request), {
        objectType: 'wireless',
        objectId: wireless.id,
        action: 'update',
        before: {},
        after: { key_revealed: tenant.tenant_name },
      });
      return key;
    });
    secret(reply);
    return { tenant_id: tenant.tenant_id, tenant_name: tenant.tenant_name, vlan_id: tenant.vlan_id, key: result };
  },
};

/** POST …/credentials/{tenantId}/regenerate/: a new random key for the tenant; the History masks it. */
const regenerateRoute: ExtraRoute = {
  method: 'POST',
  url: ':id/credentials/:tenantId/regenerate/',
  schema: {
    summary: 'Give a tenant a new random key on a wireless network (recorded in the history, masked)',
    params: tenantParams,
    response: { 200: tenantKey, ...errorResponses(401, 403, 404, 409) },
  },
  handler: async (request, reply) => {
    const { wireless, tenant } = await tenantOf(request);
    // RouterOS multi-passphrase works with WPA2-PSK only: a key on a WPA3-only network never reaches the air.
    if (wireless.security === 'wpa3-personal') throw conflict(WPA3_ONLY_MESSAGE);
    const key = newTenantKey();
    const holder = { id: tenant.tenant_id, name: tenant.tenant_name };
    await request.server.db.transaction((tx) => issueTenantKey(tx, customerScope(request), wireless, holder, key));
    secret(reply);
    return { tenant_id: tenant.tenant_id, tenant_name: tenant.tenant_name, vlan_id: tenant.vlan_id, key };
  },
};

/** DELETE …/credentials/{tenantId}/: the tenant's key stops working (its entry leaves the routers). */
const revokeRoute: ExtraRoute = {
  method: 'DELETE',
  url: ':id/credentials/:tenantId/',
  schema: {
    summary: "Revoke a tenant's key on a wireless network (recorded in the history, masked)",
    params: tenantParams,
    response: { 204: { type: 'null' }, ...errorResponses(401, 403, 404, 409) },
  },
  handler: async (request, reply) => {
    const { wireless, tenant } = await tenantOf(request);
    await request.server.db.transaction(async (tx) => {
      const old = await deleteTenantKey(tx, wireless, tenant.tenant_id);
      if (old === null) throw conflict('This tenant has no key to revoke');
      await recordChange(tx, customerScope(request), {
        objectType: 'wireless',
        objectId: wireless.id,
        action: 'update',
        before: { key_revoked: null, tenant_key: old },
        after: { key_revoked: tenant.tenant_name, tenant_key: null },
        secrets: ['tenant_key'],
      });
    });
    return reply.code(204).send();
  },
};

export const credentialRoutes: ExtraRoute[] = [
  credentialsRoute,
  revealPassphraseRoute,
  revealRoute,
  regenerateRoute,
  revokeRoute,
];
