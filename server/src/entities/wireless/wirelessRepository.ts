import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { wirelessNetworks } from '../../db/schema/wireless';

/** SSID, security and passphrase of a wireless network of the customer, or null. */
export async function findCredentials(db: Queryable, customerId: number, id: number) {
  const [row] = await db
    .select({
      id: wirelessNetworks.id,
      ssid: wirelessNetworks.ssid,
      security: wirelessNetworks.security,
      passphrase: wirelessNetworks.passphrase,
    })
    .from(wirelessNetworks)
    .where(and(eq(wirelessNetworks.id, id), eq(wirelessNetworks.customerId, customerId)));
  return row ?? null;
}
