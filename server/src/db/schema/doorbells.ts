import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamps } from './columns';
import { orderingIndexes } from './orderingIndexes';
import { customers } from './customers';
import { sites } from './sites';
import { addresses, rooms } from './property';
import { tenants } from './tenants';

/** A door station at an address entrance; device_id is the intercom's own identifier. */
export const doorbells = pgTable(
  'doorbells',
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
    name: text('name').notNull(),
    deviceId: text('device_id'),
    description: text('description'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('doorbells_customer_device_key').on(t.customerId, t.deviceId),
    ...orderingIndexes('doorbells', t.customerId, t.siteId, t.id, { name: t.name, device_id: t.deviceId }),
    index('doorbells_address_idx').on(t.addressId),
  ],
);

/** Who a doorbell rings: each row names one room or one tenant. */
export const doorbellTargets = pgTable(
  'doorbell_targets',
  {
    id: serial('id').primaryKey(),
    doorbellId: integer('doorbell_id')
      .notNull()
      .references(() => doorbells.id, { onDelete: 'cascade' }),
    roomId: integer('room_id').references(() => rooms.id),
    tenantId: integer('tenant_id').references(() => tenants.id),
  },
  (t) => [
    index('doorbell_targets_doorbell_idx').on(t.doorbellId),
    index('doorbell_targets_room_idx').on(t.roomId),
    index('doorbell_targets_tenant_idx').on(t.tenantId),
    check('doorbell_targets_one_kind', sql`(${t.roomId} is null) <> (${t.tenantId} is null)`),
  ],
);

/** Canned texts a doorbell display can show ("Back in 5 minutes"), in the customer's order. */
export const doorbellPresetMessages = pgTable(
  'doorbell_preset_messages',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    text: text('text').notNull(),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index('doorbell_presets_customer_position_idx').on(t.customerId, t.position),
    index('doorbell_presets_customer_text_idx').on(t.customerId, t.text, t.id),
  ],
);
