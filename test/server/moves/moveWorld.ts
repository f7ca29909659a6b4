/**
 * Rooms with outlets on one router, tenants with networks and keys, written straight to the
 * database of a test server (the demo data stays as it is around them).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../../server/src/db/database';
import {
  addresses,
  floors,
  networks,
  outlets,
  roomOccupancies,
  rooms,
  sites,
  tenants,
  wirelessNetworks,
  wirelessTenantKeys,
} from '../../../server/src/db/schema';

type SiteRow = typeof sites.$inferSelect;

export interface MoveWorld {
  site: SiteRow;
  wirelessId: number;
  rooms: { roomId: number; port: string }[];
  tenants: { tenantId: number; vlanId: number; key: string }[];
}

/** `count` rooms (outlet port ether{n+2} of `router`) and `count` tenants, each with a network and key. */
export async function buildMoveWorld(db: Database, site: SiteRow, router: string, count: number, firstVlan: number) {
  const { customerId, id: siteId } = site;
  const [address] = await db
    .insert(addresses)
    .values({ customerId, siteId, street: `Movers ${router}` })
    .returning();
  const [floor] = await db
    .insert(floors)
    .values({ customerId, siteId, addressId: address.id, name: 'Moves' })
    .returning();
  const roomRows = await db
    .insert(rooms)
    .values(
      Array.from({ length: count }, (_, i) => ({
        customerId,
        siteId,
        addressId: address.id,
        floorId: floor.id,
        name: `M${i + 1}`,
      })),
    )
    .returning();
  const ports = roomRows.map((room, i) => ({ roomId: room.id, port: `ether${i + 2}` }));
  await db.insert(outlets).values(
    ports.map(({ roomId, port }) => ({
      customerId,
      siteId,
      addressId: address.id,
      floorId: floor.id,
      roomId,
      label: port,
      switchPort: `${router} ${port}`,
    })),
  );
  const tenantRows = await db
    .insert(tenants)
    .values(Array.from({ length: count }, (_, i) => ({ customerId, siteId, name: `Mover ${router} ${i + 1}` })))
    .returning();
  await db.insert(networks).values(
    tenantRows.map((tenant, i) => ({
      customerId,
      siteId,
      name: `Mover LAN ${i + 1}`,
      vlanId: firstVlan + i,
      // Above the demo networks (10.10.1–60) and below its guest network (10.10.250).
      subnet: `10.10.${200 + i}.0/24`,
      tenantId: tenant.id,
    })),
  );
  const [wireless] = await db
    .insert(wirelessNetworks)
    .values({
      customerId,
      siteId,
      ssid: `Movers ${router}`,
      security: 'wpa2-personal',
      passphrase: 'movers-guests-1',
      vlanId: firstVlan,
    })
    .returning();
  const keys = tenantRows.map((tenant, i) => ({
    tenantId: tenant.id,
    vlanId: firstVlan + i,
    key: `mover-key-${router}-${i + 1}`,
  }));
  await db
    .insert(wirelessTenantKeys)
    .values(keys.map(({ tenantId, key }) => ({ customerId, siteId, wirelessId: wireless.id, tenantId, key })));
  return { site, wirelessId: wireless.id, rooms: ports, tenants: keys } satisfies MoveWorld;
}

/** Occupancies: tenant i in room i over [start, end). */
export async function occupyAll(db: Database, world: MoveWorld, start: string | null, end: string | null) {
  return db
    .insert(roomOccupancies)
    .values(
      world.rooms.map(({ roomId }, i) => ({
        customerId: world.site.customerId,
        roomId,
        tenantId: world.tenants[i].tenantId,
        startDate: start,
        endDate: end,
      })),
    )
    .returning({ id: roomOccupancies.id });
}

export async function setMoveApply(
  db: Database,
  siteId: number,
  moveApply: 'off' | 'plan' | 'apply',
  vacantVlanId = 3999,
) {
  await db.update(sites).set({ moveApply, vacantVlanId }).where(eq(sites.id, siteId));
}
