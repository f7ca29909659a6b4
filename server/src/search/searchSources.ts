import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { customers, memberships } from '../db/schema/customers';
import { sites } from '../db/schema/sites';
import { users } from '../db/schema/users';
import { addresses, floors, rooms } from '../db/schema/property';
import { tenants } from '../db/schema/tenants';
import { networks } from '../db/schema/networks';
import { outlets } from '../db/schema/outlets';
import { wirelessNetworks } from '../db/schema/wireless';
import { addressName } from '../db/labels';
import { renderedOnce } from '../db/renderedOnce';
import { searchCustomer, searchText } from '../db/schema/searchIndex';
import type { EntityType } from '../../../rules/entityTypes';

export const SEARCH_TYPES = [
  'site',
  'address',
  'floor',
  'room',
  'user',
  'customer',
  'tenant',
  'network',
  'outlet',
  'wireless',
] as const satisfies readonly EntityType[];
export type SearchType = (typeof SEARCH_TYPES)[number];

/**
 * One searchable kind of object. `text` is the lower-cased expression that is matched; the big
 * tables have a search index on it and scope by `searchCustomer` (schema/searchIndex.ts).
 */
export interface SearchSource {
  type: SearchType;
  table: PgTable;
  id: SQL;
  text: SQL;
  name: SQL;
  description: SQL;
  /** rows of the customers `customerIds` holds (an int[] expression) */
  inScope(customerIds: SQL): SQL;
  /** joins the description needs, if any, applied to the few top rows only */
  joins?: SQL;
  /** the row's site, for kinds that live on one: results on several sites must be told apart */
  siteId?: SQL;
}

/** The customers' rows, through the table's search index. */
const inSearchIndex = (customerId: AnyPgColumn) => (ids: SQL) => sql`${searchCustomer(customerId)} && ${ids}`;

/** The customers' rows of a small table, without a search index. */
const inCustomers = (customerId: AnyPgColumn) => (ids: SQL) => sql`${customerId} = any(${ids})`;

/** Each searchable type's source: a type in SEARCH_TYPES without one fails tsc here. */
const kinds: { [T in SearchType]: Omit<SearchSource, 'type'> } = {
  site: {
    table: sites,
    id: sql`${sites.id}`,
    text: sql`lower(${sites.name})`,
    name: sql`${sites.name}`,
    description: sql`coalesce(${sites.physicalAddress}, ${sites.description}, '')`,
    inScope: inCustomers(sites.customerId),
  },
  address: {
    table: addresses,
    siteId: sql`${addresses.siteId}`,
    id: sql`${addresses.id}`,
    text: searchText.address(addresses),
    name: addressName,
    description: sql`trim(${addresses.postalCode} || ' ' || ${addresses.city}) || ' · ' || ${sites.name}`,
    inScope: inSearchIndex(addresses.customerId),
    joins: sql`join ${sites} on ${eq(sites.id, addresses.siteId)}`,
  },
  floor: {
    table: floors,
    siteId: sql`${floors.siteId}`,
    id: sql`${floors.id}`,
    text: searchText.column(floors.name),
    name: sql`${floors.name}`,
    description: sql`${addressName} || ' · ' || ${sites.name}`,
    inScope: inSearchIndex(floors.customerId),
    joins: sql`join ${addresses} on ${eq(addresses.id, floors.addressId)} join ${sites} on ${eq(sites.id, floors.siteId)}`,
  },
  room: {
    table: rooms,
    siteId: sql`${rooms.siteId}`,
    id: sql`${rooms.id}`,
    text: searchText.column(rooms.name),
    name: sql`${rooms.name}`,
    description: sql`${floors.name} || ', ' || ${addressName}`,
    inScope: inSearchIndex(rooms.customerId),
    joins: sql`join ${floors} on ${eq(floors.id, rooms.floorId)} join ${addresses} on ${eq(addresses.id, rooms.addressId)}`,
  },
  user: {
    table: users,
    id: sql`${users.id}`,
    text: sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email})`,
    name: sql`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`,
    description: sql`${users.email}`,
    inScope: (ids) =>
      sql`exists (select 1 from ${memberships} where ${memberships.userId} = ${users.id} and ${inCustomers(memberships.customerId)(ids)})`,
  },
  customer: {
    table: customers,
    id: sql`${customers.id}`,
    text: sql`lower(${customers.name})`,
    name: sql`${customers.name}`,
    description: sql`'Customer'`,
    inScope: inCustomers(customers.id),
  },
  tenant: {
    table: tenants,
    siteId: sql`${tenants.siteId}`,
    id: sql`${tenants.id}`,
    text: searchText.tenant(tenants),
    name: sql`${tenants.name}`,
    description: sql`coalesce(${tenants.email}, ${tenants.phone}, ${tenants.reference}, ${tenants.kind})`,
    inScope: inSearchIndex(tenants.customerId),
  },
  network: {
    table: networks,
    siteId: sql`${networks.siteId}`,
    id: sql`${networks.id}`,
    text: searchText.column(networks.name),
    name: sql`${networks.name}`,
    description: sql`'VLAN ' || ${networks.vlanId} || ' · ' || ${networks.subnet}`,
    inScope: inSearchIndex(networks.customerId),
  },
  outlet: {
    table: outlets,
    siteId: sql`${outlets.siteId}`,
    id: sql`${outlets.id}`,
    text: searchText.column(outlets.label),
    name: sql`${outlets.label}`,
    description: sql`${rooms.name} || ', ' || ${floors.name} || ', ' || ${addressName}`,
    inScope: inSearchIndex(outlets.customerId),
    joins: sql`join ${rooms} on ${eq(rooms.id, outlets.roomId)} join ${floors} on ${eq(floors.id, outlets.floorId)} join ${addresses} on ${eq(addresses.id, outlets.addressId)}`,
  },
  wireless: {
    table: wirelessNetworks,
    siteId: sql`${wirelessNetworks.siteId}`,
    id: sql`${wirelessNetworks.id}`,
    text: searchText.column(wirelessNetworks.ssid),
    name: sql`${wirelessNetworks.ssid}`,
    description: sql`${wirelessNetworks.security} || ' · ' || ${wirelessNetworks.band}`,
    inScope: inSearchIndex(wirelessNetworks.customerId),
  },
};

/**
 * Every kind, its SQL rendered once (renderedOnce): a search builds a union of up to twice ten
 * source queries that repeat `text` several times each.
 */
export const searchSources: SearchSource[] = SEARCH_TYPES.map((type) => renderedOnce({ type, ...kinds[type] }));
