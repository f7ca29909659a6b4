import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/database';
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
  users,
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

export const SITE_NAME_TAKEN = 'A site with this name already exists';

/**
 * True when another site of the customer has this name, ignoring case and surrounding spaces (the
 * expression of the unique index sites_customer_name_key, which guards the race between two writes).
 */
export async function siteNameTaken(db: Queryable, customerId: number, name: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: sites.id })
    .from(sites)
    .where(
      and(
        eq(sites.customerId, customerId),
        sql`lower(btrim(${sites.name})) = lower(btrim(${name}))`,
        exceptId === undefined ? undefined : ne(sites.id, exceptId),
      ),
    )
    .limit(1);
  return Boolean(clash);
}

/**
 * The users working in a site: active accounts whose last active site it is (the site they chose
 * last, PUT /sites/active/{id}/) and who may still work in its customer, as members or superusers.
 */
const usersOfSite = sql<number>`(select count(*)::int from ${users}
  where ${qualified(users.lastActiveSiteId)} = ${qualified(sites.id)} and ${qualified(users.isActive)}
    and (${qualified(users.isSuperuser)} or exists (select 1 from ${memberships}
      where ${qualified(memberships.userId)} = ${qualified(users.id)}
        and ${qualified(memberships.customerId)} = ${qualified(sites.customerId)})))`;

/** Counts for the site dashboard; users: see usersOfSite. */
export async function siteStats(db: Database, customerId: number, id: number) {
  const [row] = await db
    .select({
      address_count: countOf(addresses),
      floor_count: countOf(floors),
      room_count: countOf(rooms),
      tenant_count: countOf(tenants),
      user_count: usersOfSite,
    })
    .from(sites)
    .where(and(eq(sites.id, id), eq(sites.customerId, customerId)));
  return row ?? null;
}
