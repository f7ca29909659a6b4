import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { orderingIndexes } from './orderingIndexes';
import { searchIndex, searchText } from './searchIndex';
import { customers } from './customers';
import { sites } from './sites';
import { addresses, floors, rooms } from './property';
import { networks } from './networks';

/**
 * A wall outlet (network socket) in a room, patched to a switch port. The site, address and floor
 * are copied from the room on every write so each list filter is one indexed column.
 */
export const outlets = pgTable(
  'outlets',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    addressId: integer('address_id')
      .notNull()
      .references(() => addresses.id),
    floorId: integer('floor_id')
      .notNull()
      .references(() => floors.id),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id),
    label: text('label').notNull(),
    switchPort: text('switch_port'),
    networkId: integer('network_id').references(() => networks.id),
    interfaceUp: boolean('interface_up').notNull().default(false),
    interfaceChangedAt: timestamp('interface_changed_at', { withTimezone: true }),
    description: text('description'),
    ...timestamps(),
  },
  (t) => [
    // Every ordering of the list, as (scope, column, id) so a page is an index-only walk,
    // for the site lists of the screens and for whole-customer lists.
    ...orderingIndexes('outlets', t.customerId, t.siteId, t.id, {
      label: t.label,
      switch_port: t.switchPort,
      interface_up: t.interfaceUp,
      interface_changed_at: t.interfaceChangedAt,
    }),
    index('outlets_address_idx').on(t.addressId),
    // With the port state: floors and rooms filtered by interface_up probe these alone (index-only).
    index('outlets_floor_interface_idx').on(t.floorId, t.interfaceUp),
    index('outlets_room_interface_idx').on(t.roomId, t.interfaceUp),
    index('outlets_network_idx').on(t.networkId),
    searchIndex('outlets_search_idx', t.customerId, searchText.column(t.label)),
  ],
);
