import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { orderingIndexes } from './orderingIndexes';
import { searchIndex, searchText } from './searchIndex';
import { customers } from './customers';
import { sites } from './sites';

/**
 * The physical side of a site: street addresses (buildings/entrances), their floors and rooms.
 * customer_id and site_id are repeated on every row so tenancy scoping and per-site filters are a
 * single indexed predicate; the owning row's ids must be copied on insert.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'restrict' }),
    street: text('street').notNull(),
    houseNumber: text('house_number').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    city: text('city').notNull().default(''),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull().default('NO'),
    ...timestamps(),
  },
  (t) => [
    index('addresses_site_street_idx').on(t.siteId, t.street, t.houseNumber),
    searchIndex('addresses_search_idx', t.customerId, searchText.address(t)),
    ...orderingIndexes('addresses', t.customerId, t.siteId, t.id, {
      street: t.street,
      house_number: t.houseNumber,
      postal_code: t.postalCode,
      city: t.city,
      country: t.country,
      created_at: t.createdAt,
    }),
  ],
);

export const floors = pgTable(
  'floors',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'restrict' }),
    addressId: integer('address_id')
      .notNull()
      .references((): AnyPgColumn => addresses.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /** 0 = ground floor, negative = basement. */
    level: integer('level').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index('floors_address_level_idx').on(t.addressId, t.level),
    ...orderingIndexes('floors', t.customerId, t.siteId, t.id, { name: t.name, level: t.level }),
    searchIndex('floors_search_idx', t.customerId, searchText.column(t.name)),
  ],
);

export const roomKinds = ['apartment', 'office', 'commercial', 'technical', 'common', 'storage'] as const;

export const rooms = pgTable(
  'rooms',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'restrict' }),
    addressId: integer('address_id')
      .notNull()
      .references(() => addresses.id, { onDelete: 'restrict' }),
    floorId: integer('floor_id')
      .notNull()
      .references(() => floors.id, { onDelete: 'restrict' }),
    /** Door number or name as written on the door, e.g. "H0203" or "Server room". */
    name: text('name').notNull(),
    kind: text('kind', { enum: roomKinds }).notNull().default('apartment'),
    ...timestamps(),
  },
  (t) => [
    index('rooms_address_idx').on(t.addressId),
    index('rooms_floor_name_idx').on(t.floorId, t.name),
    ...orderingIndexes('rooms', t.customerId, t.siteId, t.id, { name: t.name, kind: t.kind }),
    searchIndex('rooms_search_idx', t.customerId, searchText.column(t.name)),
  ],
);
