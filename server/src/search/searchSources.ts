import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { customers, memberships } from '../db/schema/customers';
import { sites } from '../db/schema/sites';
import { users } from '../db/schema/users';
import { addresses, floors, rooms } from '../db/schema/property';
import { tenants } from '../db/schema/tenants';
import { networks } from '../db/schema/networks';
import { outlets } from '../db/schema/outlets';
import { wirelessNetworks } from '../db/schema/wireless';
import { addressName } from '../entities/kit/labels';
import { renderedOnce } from '../db/renderedOnce';

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
] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/**
 * One searchable kind of object. `text` is the lower-cased expression that is matched; for the big
 * tables the 0003 migration has a trigram GIN index on exactly this expression (keep them equal).
 */
export interface SearchSource {
  type: SearchType;
  table: PgTable;
  id: SQL;
  text: SQL;
  name: SQL;
  description: SQL;
  inScope(customerIds: number[]): SQL;
  /** joins the description needs, if any, applied to the few top rows only */
  joins?: SQL;
}

const kinds: SearchSource[] = [
  {
    type: 'site',
    table: sites,
    id: sql`${sites.id}`,
    text: sql`lower(${sites.name})`,
    name: sql`${sites.name}`,
    description: sql`coalesce(${sites.physicalAddress}, ${sites.description}, '')`,
    inScope: (ids) => inArray(sites.customerId, ids),
  },
  {
    type: 'address',
    table: addresses,
    id: sql`${addresses.id}`,
    text: sql`lower(${addresses.street} || ' ' || ${addresses.houseNumber} || ' ' || ${addresses.postalCode} || ' ' || ${addresses.city})`,
    name: addressName,
    description: sql`trim(${addresses.postalCode} || ' ' || ${addresses.city}) || ' · ' || ${sites.name}`,
    inScope: (ids) => inArray(addresses.customerId, ids),
    joins: sql`join ${sites} on ${eq(sites.id, addresses.siteId)}`,
  },
  {
    type: 'floor',
    table: floors,
    id: sql`${floors.id}`,
    text: sql`lower(${floors.name})`,
    name: sql`${floors.name}`,
    description: sql`${addressName} || ' · ' || ${sites.name}`,
    inScope: (ids) => inArray(floors.customerId, ids),
    joins: sql`join ${addresses} on ${eq(addresses.id, floors.addressId)} join ${sites} on ${eq(sites.id, floors.siteId)}`,
  },
  {
    type: 'room',
    table: rooms,
    id: sql`${rooms.id}`,
    text: sql`lower(${rooms.name})`,
    name: sql`${rooms.name}`,
    description: sql`${floors.name} || ', ' || ${addressName}`,
    inScope: (ids) => inArray(rooms.customerId, ids),
    joins: sql`join ${floors} on ${eq(floors.id, rooms.floorId)} join ${addresses} on ${eq(addresses.id, rooms.addressId)}`,
  },
  {
    type: 'user',
    table: users,
    id: sql`${users.id}`,
    text: sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email})`,
    name: sql`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`,
    description: sql`${users.email}`,
    inScope: (ids) =>
      sql`exists (select 1 from ${memberships} where ${memberships.userId} = ${users.id} and ${inArray(memberships.customerId, ids)})`,
  },
  {
    type: 'customer',
    table: customers,
    id: sql`${customers.id}`,
    text: sql`lower(${customers.name})`,
    name: sql`${customers.name}`,
    description: sql`'Customer'`,
    inScope: (ids) => inArray(customers.id, ids),
  },
  {
    type: 'tenant',
    table: tenants,
    id: sql`${tenants.id}`,
    text: sql`lower(${tenants.name} || ' ' || coalesce(${tenants.email}, '') || ' ' || coalesce(${tenants.reference}, ''))`,
    name: sql`${tenants.name}`,
    description: sql`coalesce(${tenants.email}, ${tenants.phone}, ${tenants.reference}, ${tenants.kind})`,
    inScope: (ids) => inArray(tenants.customerId, ids),
  },
  {
    type: 'network',
    table: networks,
    id: sql`${networks.id}`,
    text: sql`lower(${networks.name})`,
    name: sql`${networks.name}`,
    description: sql`'VLAN ' || ${networks.vlanId} || ' · ' || ${networks.subnet}`,
    inScope: (ids) => inArray(networks.customerId, ids),
  },
  {
    type: 'outlet',
    table: outlets,
    id: sql`${outlets.id}`,
    text: sql`lower(${outlets.label})`,
    name: sql`${outlets.label}`,
    description: sql`${rooms.name} || ', ' || ${floors.name} || ', ' || ${addressName}`,
    inScope: (ids) => inArray(outlets.customerId, ids),
    joins: sql`join ${rooms} on ${eq(rooms.id, outlets.roomId)} join ${floors} on ${eq(floors.id, outlets.floorId)} join ${addresses} on ${eq(addresses.id, outlets.addressId)}`,
  },
  {
    type: 'wireless',
    table: wirelessNetworks,
    id: sql`${wirelessNetworks.id}`,
    text: sql`lower(${wirelessNetworks.ssid})`,
    name: sql`${wirelessNetworks.ssid}`,
    description: sql`${wirelessNetworks.security} || ' · ' || ${wirelessNetworks.band}`,
    inScope: (ids) => inArray(wirelessNetworks.customerId, ids),
  },
];

/**
 * Every kind, its SQL rendered once (renderedOnce): a search builds a union of up to twice ten
 * source queries that repeat `text` several times each.
 */
export const searchSources: SearchSource[] = kinds.map((source) => renderedOnce(source));
