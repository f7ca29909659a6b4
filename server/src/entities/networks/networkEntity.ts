import { and, eq, ne } from 'drizzle-orm';
import { networks } from '../../db/schema/networks';
import { tenants } from '../../db/schema/tenants';
import { speedLimits } from '../../db/schema/speedLimits';
import { outlets } from '../../db/schema/outlets';
import { wirelessNetworks } from '../../db/schema/wireless';
import { externalIps } from '../../db/schema/externalIps';
import { fieldError } from '../../http/httpErrors';
import type { EntityDef, FieldError } from '../kit/entityDef';
import { idField, integer, optionalRef, optionalText, readOnlyName, ref, text, timestamps } from '../../http/schemas';
import { requiredText, textOrNull, idOrNull } from '../kit/values';
import { checkSubnet, gatewayProblem, overlapping, vlanProblem } from './networkRules';
import { formatCidr } from '../../net/ipv4';
import { checkRef, loadSpeedLimit, loadTenant, resolveSite } from '../kit/refs';
import { customerPart } from '../kit/rowScope';
import { networkPlaceFilters } from '../kit/placeFilters';
import { nextFreeRoute } from './nextFreeRoute';

const body = {
  site_id: ref('Site of the network; defaults to the X-Site-ID header; cannot change later.'),
  name: text(100, 'Display name, e.g. "Tenant 0.12 LAN".'),
  vlan_id: integer("802.1Q VLAN id, inside the site's tenant VLAN range and unique in the site.", 1, 4094),
  subnet: text(
    18,
    'IPv4 subnet in CIDR notation (10.20.5.0/24), inside the site prefix, overlapping no other network of the site.',
  ),
  gateway: optionalText(15, 'Gateway IPv4 address, a host of the subnet.'),
  tenant_id: optionalRef('Tenant the network belongs to, if any.'),
  speed_limit_id: optionalRef('Speed limit profile applied to the network, if any.'),
  description: optionalText(1000, 'Free text.'),
};

export const networkEntity: EntityDef = {
  type: 'network',
  label: 'Network',
  path: '/networks/',
  description: 'A VLAN with an IPv4 subnet at one site, optionally owned by a tenant and shaped by a speed limit.',
  routes: () => [nextFreeRoute],
  table: networks,
  idColumn: networks.id,
  scope: { customer: networks.customerId, site: networks.siteId },
  fields: {
    id: networks.id,
    site_id: networks.siteId,
    name: networks.name,
    vlan_id: networks.vlanId,
    subnet: networks.subnet,
    gateway: networks.gateway,
    tenant_id: networks.tenantId,
    tenant_name: tenants.name,
    speed_limit_id: networks.speedLimitId,
    speed_limit_name: speedLimits.name,
    description: networks.description,
    created_at: networks.createdAt,
    modified_at: networks.modifiedAt,
  },
  joins: (query) =>
    query
      .leftJoin(tenants, eq(tenants.id, networks.tenantId))
      .leftJoin(speedLimits, eq(speedLimits.id, networks.speedLimitId)),
  orderable: {
    id: networks.id,
    name: networks.name,
    vlan_id: networks.vlanId,
    subnet: networks.subnet,
    gateway: networks.gateway,
    tenant_name: tenants.name,
    speed_limit_name: speedLimits.name,
  },
  defaultOrdering: 'vlan_id',
  searchColumns: [networks.name, networks.subnet],
  filters: {
    tenant_id: { type: 'integer', column: networks.tenantId, description: 'Only networks of this tenant.' },
    speed_limit_id: {
      type: 'integer',
      column: networks.speedLimitId,
      description: 'Only networks using this speed limit.',
    },
    vlan_id: { type: 'integer', column: networks.vlanId, description: 'Only the network with this VLAN id.' },
    ...networkPlaceFilters('networks', networks.id),
  },
  dependents: [
    { table: outlets, column: outlets.networkId, noun: ['outlet', 'outlets'] },
    { table: wirelessNetworks, column: wirelessNetworks.networkId, noun: ['wireless network', 'wireless networks'] },
    { table: externalIps, column: externalIps.networkId, noun: ['external IP', 'external IPs'] },
  ],
  writable: {
    site_id: 'siteId',
    name: 'name',
    vlan_id: 'vlanId',
    subnet: 'subnet',
    gateway: 'gateway',
    tenant_id: 'tenantId',
    speed_limit_id: 'speedLimitId',
    description: 'description',
  },
  itemProperties: {
    id: idField,
    ...body,
    tenant_name: readOnlyName('Tenant name'),
    speed_limit_name: readOnlyName('Speed limit name'),
    ...timestamps,
  },
  bodyProperties: body,
  requiredOnCreate: ['name', 'vlan_id', 'subnet'],
  uniqueErrors: {
    networks_site_vlan_key: fieldError('vlan_id', 'VLAN ID is already used by another network of this site'),
    networks_site_subnet_key: fieldError('subnet', 'Subnet is already used by another network of this site'),
  },
  async prepare(tx, requestScope, c, existing) {
    const scope = customerPart(requestScope);
    const errors: FieldError[] = [];
    if (existing && c.site_id !== existing.siteId)
      return [fieldError('site_id', 'A network cannot move to another site')];
    const site = await resolveSite(tx, scope, idOrNull(c.site_id), errors);
    if (!site) return errors;
    const name = requiredText(c.name, 'name', 'Name', errors);
    const vlanId = c.vlan_id as number;
    const vlanMsg = vlanProblem(vlanId, site);
    if (vlanMsg) errors.push(fieldError('vlan_id', vlanMsg));
    const subnet = checkSubnet(String(c.subnet), site);
    if (!subnet.ok) errors.push(fieldError('subnet', subnet.msg));
    const gateway = textOrNull(c.gateway);
    if (gateway && subnet.ok) {
      const gatewayMsg = gatewayProblem(gateway, subnet.cidr);
      if (gatewayMsg) errors.push(fieldError('gateway', gatewayMsg));
    }
    // Only a new VLAN or subnet can clash: a save that keeps both (a rename, a bulk speed-limit change)
    // is not held up by, nor pays for, reading every network of the site.
    const placeChanged = !existing || existing.vlanId !== vlanId || existing.subnet !== String(c.subnet);
    const others = placeChanged
      ? await tx
          .select({ id: networks.id, name: networks.name, vlanId: networks.vlanId, subnet: networks.subnet })
          .from(networks)
          .where(and(eq(networks.siteId, site.id), existing ? ne(networks.id, existing.id as number) : undefined))
      : [];
    const sameVlan = others.find((other) => other.vlanId === vlanId);
    if (sameVlan)
      errors.push(
        fieldError('vlan_id', `VLAN ID ${vlanId} is already used by network "${sameVlan.name}" in this site`),
      );
    const clash = subnet.ok ? overlapping(subnet.cidr, others) : undefined;
    if (clash)
      errors.push(fieldError('subnet', `Subnet overlaps network "${clash.name}" (${clash.subnet}) in this site`));
    const tenantId = idOrNull(c.tenant_id);
    const speedLimitId = idOrNull(c.speed_limit_id);
    await checkRef('tenant_id', 'Tenant', tenantId, (id) => loadTenant(tx, scope.customerId, id), errors);
    await checkRef(
      'speed_limit_id',
      'Speed limit',
      speedLimitId,
      (id) => loadSpeedLimit(tx, scope.customerId, id),
      errors,
    );
    if (errors.length > 0) return errors;
    return {
      siteId: site.id,
      name,
      vlanId,
      subnet: subnet.ok ? formatCidr(subnet.cidr) : '',
      gateway,
      tenantId,
      speedLimitId,
      description: textOrNull(c.description),
    };
  },
};
