import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { wirelessNetworks } from '../../db/schema/wireless';

/** SSID, security, passphrase and placement of a wireless network of the customer, or null. */
export async function findCredentials(db: Queryable, customerId: number, id: number) {
  const [row] = await db
    .select({
      id: wirelessNetworks.id,
      customerId: wirelessNetworks.customerId,
      siteId: wirelessNetworks.siteId,
      ssid: wirelessNetworks.ssid,
      security: wirelessNetworks.security,
      hidden: wirelessNetworks.hidden,
      passphrase: wirelessNetworks.passphrase,
    })
    .from(wirelessNetworks)
    .where(and(eq(wirelessNetworks.id, id), eq(wirelessNetworks.customerId, customerId)));
  return row ?? null;
}

/** Security modes with a pre-shared key, shared or per tenant. */
export const PERSONAL_SECURITY: ReadonlySet<string> = new Set(['wpa2-personal', 'wpa3-personal', 'wpa2-wpa3-personal']);
