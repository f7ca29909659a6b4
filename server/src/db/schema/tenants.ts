import { date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { orderingIndexes } from './orderingIndexes';
import { searchIndex, searchText } from './searchIndex';
import { customers } from './customers';
import { rooms } from './property';
import { sites } from './sites';

export const tenantKinds = ['person', 'company'] as const;

/** A resident or business renting rooms at a site; the party a network is provisioned for. */
export const tenants = pgTable(
  'tenants',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: tenantKinds }).notNull().default('person'),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    /** The customer's own reference, e.g. a lease or customer number. */
    reference: text('reference'),
    ...timestamps(),
  },
  (t) => [
    ...orderingIndexes('tenants', t.customerId, t.siteId, t.id, {
      name: t.name,
      kind: t.kind,
      email: t.email,
      phone: t.phone,
      reference: t.reference,
      created_at: t.createdAt,
    }),
    searchIndex('tenants_search_idx', t.customerId, searchText.tenant(t)),
  ],
);

/** Which tenant occupies which room when; end_date null = still occupied. */
export const roomOccupancies = pgTable(
  'room_occupancies',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    startDate: date('start_date'),
    endDate: date('end_date'),
    ...timestamps(),
  },
  (t) => [
    index('room_occupancies_customer_idx').on(t.customerId),
    index('room_occupancies_room_start_idx').on(t.roomId, t.startDate),
    index('room_occupancies_room_end_idx').on(t.roomId, t.endDate),
    index('room_occupancies_tenant_start_idx').on(t.tenantId, t.startDate),
    index('room_occupancies_tenant_end_idx').on(t.tenantId, t.endDate),
  ],
);
