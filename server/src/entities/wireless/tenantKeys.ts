import { randomInt } from 'node:crypto';
import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { networks } from '../../db/schema/networks';
import { tenants } from '../../db/schema/tenants';
import { wirelessTenantKeys } from '../../db/schema/wireless';
import { conflict } from '../../http/httpErrors';
import { MULTI_PASSPHRASE_LIMIT, MULTI_PASSPHRASE_LIMIT_MESSAGE } from '../../mikrotik/config/multiPassphrase';
import { recordChange } from '../kit/changeWriter';
import type { Scope } from '../kit/entityDef';

/** Letters and digits without the look-alikes (0/O/o, 1/l/I) so a key read off a card is typed right. */
export const KEY_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const KEY_LENGTH = 20;

/** A new tenant key: 20 characters from crypto's uniform randomInt, about 115 bits. */
export function newTenantKey(): string {
  let key = '';
  for (let i = 0; i < KEY_LENGTH; i++) key += KEY_ALPHABET[randomInt(KEY_ALPHABET.length)];
  return key;
}

export interface TenantAccess {
  tenant_id: number;
  tenant_name: string;
  network_id: number;
  network_name: string;
  vlan_id: number;
  has_key: boolean;
}

/** The wireless network a key belongs to: its id, customer and site. */
export interface KeyedNetwork {
  id: number;
  customerId: number;
  siteId: number;
}

/**
 * The tenants that can have a key on a wireless network: those with a network on its site, each with
 * the VLAN of that network (the lowest VLAN when a tenant has several). Keys themselves stay out.
 */
export async function tenantAccessList(db: Queryable, wireless: KeyedNetwork): Promise<TenantAccess[]> {
  const rows = await db
    .select({
      tenant_id: tenants.id,
      tenant_name: tenants.name,
      network_id: networks.id,
      network_name: networks.name,
      vlan_id: networks.vlanId,
      keyId: wirelessTenantKeys.id,
    })
    .from(networks)
    .innerJoin(tenants, and(eq(tenants.id, networks.tenantId), eq(tenants.customerId, wireless.customerId)))
    .leftJoin(
      wirelessTenantKeys,
      and(eq(wirelessTenantKeys.wirelessId, wireless.id), eq(wirelessTenantKeys.tenantId, tenants.id)),
    )
    .where(
      and(
        eq(networks.customerId, wireless.customerId),
        eq(networks.siteId, wireless.siteId),
        isNotNull(networks.tenantId),
      ),
    )
    .orderBy(asc(tenants.name), asc(tenants.id), asc(networks.vlanId));
  const byTenant = new Map<number, TenantAccess>();
  for (const { keyId, ...row } of rows) {
    if (!byTenant.has(row.tenant_id)) byTenant.set(row.tenant_id, { ...row, has_key: keyId !== null });
  }
  return [...byTenant.values()];
}

/** The one stored key of a tenant on a wireless network, within the network's customer. */
const tenantKeyOf = (wireless: KeyedNetwork, tenantId: number) =>
  and(
    eq(wirelessTenantKeys.wirelessId, wireless.id),
    eq(wirelessTenantKeys.tenantId, tenantId),
    eq(wirelessTenantKeys.customerId, wireless.customerId),
  );

/** The stored key of a tenant on a wireless network, or null when none was generated yet. */
export async function findTenantKey(db: Queryable, wireless: KeyedNetwork, tenantId: number): Promise<string | null> {
  const [row] = await db
    .select({ key: wirelessTenantKeys.key })
    .from(wirelessTenantKeys)
    .where(tenantKeyOf(wireless, tenantId));
  return row?.key ?? null;
}

/** Stores a tenant's key, replacing the old one. */
export async function saveTenantKey(db: Queryable, wireless: KeyedNetwork, tenantId: number, key: string) {
  await db
    .insert(wirelessTenantKeys)
    .values({ customerId: wireless.customerId, siteId: wireless.siteId, wirelessId: wireless.id, tenantId, key })
    .onConflictDoUpdate({
      target: [wirelessTenantKeys.wirelessId, wirelessTenantKeys.tenantId],
      set: { key, modifiedAt: new Date() },
    });
}

/** Deletes a tenant's key; the stored key it had, or null when there was none. */
export async function deleteTenantKey(db: Queryable, wireless: KeyedNetwork, tenantId: number): Promise<string | null> {
  const [row] = await db
    .delete(wirelessTenantKeys)
    .where(tenantKeyOf(wireless, tenantId))
    .returning({ key: wirelessTenantKeys.key });
  return row?.key ?? null;
}

/** How many tenant keys the site's wireless networks hold: what each of its routers carries. */
export async function siteKeyCount(db: Queryable, siteId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(wirelessTenantKeys).where(eq(wirelessTenantKeys.siteId, siteId));
  return row?.n ?? 0;
}

/**
 * Gives a tenant `key` on a wireless network, replacing any old one, and records it in History with
 * the key kept secret. A first key is one more passphrase on each of the site's routers: at their
 * limit it is refused (409).
 */
export async function issueTenantKey(
  tx: Queryable,
  scope: Scope,
  wireless: KeyedNetwork,
  tenant: { id: number; name: string },
  key: string,
): Promise<void> {
  const old = await findTenantKey(tx, wireless, tenant.id);
  if (old === null && (await siteKeyCount(tx, wireless.siteId)) >= MULTI_PASSPHRASE_LIMIT)
    throw conflict(MULTI_PASSPHRASE_LIMIT_MESSAGE);
  await saveTenantKey(tx, wireless, tenant.id, key);
  await recordChange(tx, scope, {
    objectType: 'wireless',
    objectId: wireless.id,
    action: 'update',
    before: { key_regenerated: null, tenant_key: old },
    after: { key_regenerated: tenant.name, tenant_key: key },
    secrets: ['tenant_key'],
  });
}
