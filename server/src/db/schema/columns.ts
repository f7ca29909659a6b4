import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Binary column; node-postgres hands back a Buffer, PGlite a Uint8Array — both become Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => Buffer.from(value),
});

/** created_at / modified_at pair every editable table carries. */
export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
});
