import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { qualified } from '../../db/qualified';
import {
  addresses,
  externalIps,
  floors,
  memberships,
  networks,
  rooms,
  sites,
  tenants,
  wirelessNetworks,
} from '../../db/schema';
import { noDependentsSql } from '../kit/rowQueries';
import type { Dependent } from '../kit/entityDef';

const countOf = (table: typeof addresses | typeof floors | typeof rooms | typeof tenants) =>
  sql<number>`(select count(*)::int from ${table} where ${qualified(table.siteId)} = ${qualified(sites.id)})`;

/**
 * What lives in a site and keeps it from being deleted. Floors, rooms, outlets and doorbells hang off
 * addresses; routers (devices) only lose their site.
 */
export const siteDependents: Dependent[] = [
  { table: addresses, column: addresses.siteId, noun: ['address', 'addresses'] },
  { table: tenants, column: tenants.siteId, noun: ['tenant', 'tenants'] },
  { table: networks, column: networks.siteId, noun: ['network', 'networks'] },
  { table: externalIps, column: externalIps.siteId, noun: ['external IP', 'external IPs'] },
  { table: wirelessNetworks, column: wirelessNetworks.siteId, noun: ['wireless network', 'wireless networks'] },
];

const canDelete = noDependentsSql(siteDependents, sites.id);

/** One site of the customer, or null (also for another customer's site). */
export async function findSite(db: Database, customerId: number, id: number) {
  const [row] = await db
    .select({ site: sites, canDelete })
    .from(sites)
    .where(and(eq(sites.id, id), eq(sites.customerId, customerId)));
  return row ?? null;
}

/** Counts for the site dashboard; users = members of the site's customer (all may work in every site). */
export async function siteStats(db: Database, customerId: number, id: number) {
  const [row] = await db
    .select({
      address_count: countOf(addresses),
      floor_count: countOf(floors),
      room_count: countOf(rooms),
      tenant_count: countOf(tenants),
      user_count: sql<number>`(select count(*)::int from ${memberships} where ${qualified(memberships.customerId)} = ${qualified(sites.customerId)})`,
    })
    .from(sites)
    .where(and(eq(sites.id, id), eq(sites.customerId, customerId)));
  return row ?? null;
}
