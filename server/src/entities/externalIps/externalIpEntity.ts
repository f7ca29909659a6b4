import { and, eq, ne } from 'drizzle-orm';
import { externalIps } from '../../db/schema/externalIps';
import { networks } from '../../db/schema/networks';
import { tenants } from '../../db/schema/tenants';
import { fieldError } from '../../http/httpErrors';
import type { EntityDef, FieldError } from '../kit/entityDef';
import { idField, optionalRef, optionalText, readOnlyName, ref, text, timestamps } from '../../http/schemas';
import { textOrNull, idOrNull } from '../kit/values';
import { formatIpv4, parseIpv4 } from '../../net/ipv4';
import { checkNetworkInSite, checkRef, loadTenant, resolveSite } from '../kit/refs';
import { customerPart } from '../kit/rowScope';

const body = {
  site_id: ref('Site whose uplink carries the address; defaults to the X-Site-ID header.'),
  address: text(15, 'Public IPv4 address, unique in the customer.'),
  network_id: optionalRef('Network of the same site the address is routed to, if any.'),
  tenant_id: optionalRef('Tenant the address is assigned to, if any.'),
  description: optionalText(1000, 'Free text.'),
};

export const externalIpEntity: EntityDef = {
  type: 'external_ip',
  label: 'External IP',
  path: '/external-ips/',
  description:
    'A public IPv4 address of a site, assigned to a network and/or a tenant. Addresses are unique in the customer.',
  table: externalIps,
  idColumn: externalIps.id,
  scope: { customer: externalIps.customerId, site: externalIps.siteId },
  fields: {
    id: externalIps.id,
    site_id: externalIps.siteId,
    address: externalIps.address,
    network_id: externalIps.networkId,
    network_name: networks.name,
    tenant_id: externalIps.tenantId,
    tenant_name: tenants.name,
    description: externalIps.description,
    created_at: externalIps.createdAt,
    modified_at: externalIps.modifiedAt,
  },
  joins: (query) =>
    query
      .leftJoin(networks, eq(networks.id, externalIps.networkId))
      .leftJoin(tenants, eq(tenants.id, externalIps.tenantId)),
  orderable: {
    id: externalIps.id,
    address: externalIps.address,
    created_at: externalIps.createdAt,
    network_name: networks.name,
    tenant_name: tenants.name,
  },
  defaultOrdering: 'address',
  searchColumns: [externalIps.address, externalIps.description],
  filters: {
    network_id: {
      type: 'integer',
      column: externalIps.networkId,
      description: 'Only addresses routed to this network.',
    },
    tenant_id: { type: 'integer', column: externalIps.tenantId, description: 'Only addresses of this tenant.' },
  },
  dependents: [],
  writable: {
    site_id: 'siteId',
    address: 'address',
    network_id: 'networkId',
    tenant_id: 'tenantId',
    description: 'description',
  },
  itemProperties: {
    id: idField,
    ...body,
    network_name: readOnlyName('Network name'),
    tenant_name: readOnlyName('Tenant name'),
    ...timestamps,
  },
  bodyProperties: body,
  requiredOnCreate: ['address'],
  uniqueErrors: { external_ips_customer_address_key: fieldError('address', 'This IP address is already in use') },
  async prepare(tx, requestScope, c, existing) {
    const scope = customerPart(requestScope);
    const errors: FieldError[] = [];
    if (existing && c.site_id !== existing.siteId)
      return [fieldError('site_id', 'An external IP cannot move to another site')];
    const site = await resolveSite(tx, scope, idOrNull(c.site_id), errors);
    const ip = parseIpv4(String(c.address));
    if (ip === null) errors.push(fieldError('address', 'Must be a valid IPv4 address'));
    const address = ip === null ? '' : formatIpv4(ip);
    if (ip !== null) {
      const [clash] = await tx
        .select({ id: externalIps.id })
        .from(externalIps)
        .where(
          and(
            eq(externalIps.customerId, scope.customerId),
            eq(externalIps.address, address),
            existing ? ne(externalIps.id, existing.id as number) : undefined,
          ),
        );
      if (clash) errors.push(fieldError('address', `IP address ${address} is already in use`));
    }
    const networkId = idOrNull(c.network_id);
    const tenantId = idOrNull(c.tenant_id);
    await checkNetworkInSite(tx, scope.customerId, networkId, site?.id, errors);
    await checkRef('tenant_id', 'Tenant', tenantId, (id) => loadTenant(tx, scope.customerId, id), errors);
    if (errors.length > 0 || !site) return errors;
    return { siteId: site.id, address, networkId, tenantId, description: textOrNull(c.description) };
  },
};
