import { and, eq } from 'drizzle-orm';
import { sites } from '../../db/schema/sites';
import { tenants } from '../../db/schema/tenants';
import { addresses, floors, rooms } from '../../db/schema/property';
import { networks } from '../../db/schema/networks';
import { speedLimits } from '../../db/schema/speedLimits';
import { fieldError } from '../../http/httpErrors';
import type { FieldError, Scope } from './entityDef';
import type { Queryable } from '../../db/database';
import type { SiteNetworkPlan } from '../networks/networkRules';

/**
 * Loaders for referenced objects, always inside the request's customer: an id of another customer
 * reads as "does not exist" — the same answer as a missing one, so nothing leaks.
 */
export async function loadSitePlan(
  tx: Queryable,
  customerId: number,
  siteId: number,
): Promise<(SiteNetworkPlan & { id: number }) | null> {
  const [site] = await tx
    .select({
      id: sites.id,
      prefix: sites.prefix,
      netmask: sites.netmask,
      tenantMinVlanId: sites.tenantMinVlanId,
      tenantMaxVlanId: sites.tenantMaxVlanId,
    })
    .from(sites)
    .where(and(eq(sites.id, siteId), eq(sites.customerId, customerId)));
  return site ?? null;
}

export interface Placed {
  id: number;
  siteId: number;
}

export async function loadTenant(tx: Queryable, customerId: number, id: number): Promise<Placed | null> {
  const [row] = await tx
    .select({ id: tenants.id, siteId: tenants.siteId })
    .from(tenants)
    .where(and(eq(tenants.id, id), eq(tenants.customerId, customerId)));
  return row ?? null;
}

export async function loadRoomPlace(tx: Queryable, customerId: number, id: number) {
  const [row] = await tx
    .select({ id: rooms.id, siteId: rooms.siteId, addressId: rooms.addressId, floorId: rooms.floorId })
    .from(rooms)
    .where(and(eq(rooms.id, id), eq(rooms.customerId, customerId)));
  return row ?? null;
}

export async function loadAddress(tx: Queryable, customerId: number, id: number): Promise<Placed | null> {
  const [row] = await tx
    .select({ id: addresses.id, siteId: addresses.siteId })
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)));
  return row ?? null;
}

export async function loadNetwork(tx: Queryable, customerId: number, id: number) {
  const [row] = await tx
    .select({ id: networks.id, siteId: networks.siteId, vlanId: networks.vlanId })
    .from(networks)
    .where(and(eq(networks.id, id), eq(networks.customerId, customerId)));
  return row ?? null;
}

export async function loadSpeedLimit(tx: Queryable, customerId: number, id: number) {
  const [row] = await tx
    .select({ id: speedLimits.id })
    .from(speedLimits)
    .where(and(eq(speedLimits.id, id), eq(speedLimits.customerId, customerId)));
  return row ?? null;
}

/** "Tenant 12 does not exist in this customer" as a field error, or none when the id is null. */
export async function checkRef<T>(
  field: string,
  label: string,
  id: number | null,
  load: (id: number) => Promise<T | null>,
  errors: FieldError[],
): Promise<T | null> {
  if (id == null) return null;
  const found = await load(id);
  if (!found) errors.push(fieldError(field, `${label} ${id} does not exist in this customer`));
  return found;
}

/**
 * The network a body names (network_id), which must lie in the object's site: its VLAN exists only
 * on that site's router. Unknown ids and other sites' networks become field errors.
 */
export async function checkNetworkInSite(
  tx: Queryable,
  customerId: number,
  networkId: number | null,
  siteId: number | undefined,
  errors: FieldError[],
  message = 'Network must belong to the same site',
) {
  const network = await checkRef('network_id', 'Network', networkId, (id) => loadNetwork(tx, customerId, id), errors);
  if (network && siteId !== undefined && network.siteId !== siteId) errors.push(fieldError('network_id', message));
  return network;
}

/** The site an object is created in: the body's site_id, else the site of the X-Site-ID header. */
export async function resolveSite(tx: Queryable, scope: Scope, requested: number | null, errors: FieldError[]) {
  const siteId = requested ?? scope.siteId ?? scope.refusedSiteId ?? null;
  if (siteId == null) {
    errors.push(fieldError('site_id', 'Select a site: send site_id or the X-Site-ID header'));
    return null;
  }
  const site = await loadSitePlan(tx, scope.customerId, siteId);
  if (!site) errors.push(fieldError('site_id', `Site ${siteId} does not exist in this customer`));
  return site;
}

export async function loadFloor(tx: Queryable, customerId: number, id: number) {
  const [row] = await tx
    .select({ id: floors.id, siteId: floors.siteId, addressId: floors.addressId })
    .from(floors)
    .where(and(eq(floors.id, id), eq(floors.customerId, customerId)));
  return row ?? null;
}
