import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../src/db/database';
import {
  doorbellPresetMessages,
  doorbells,
  doorbellTargets,
  externalIps,
  networks,
  outlets,
  roomOccupancies,
  rooms,
  speedLimits,
  tenants,
  wirelessNetworks,
} from '../../src/db/schema';
import type { DemoSite } from './demoCustomers';
import type { Random } from './random';
import { ascii } from './siteContent';

type Owner = { customerId: number; siteId: number };

/** The bandwidth profiles every demo customer sells (kbit/s). */
const SPEED_LIMITS = [
  { name: '100/20 Mbit', downloadKbps: 100_000, uploadKbps: 20_000 },
  { name: '250/50 Mbit', downloadKbps: 250_000, uploadKbps: 50_000 },
  { name: '500/100 Mbit', downloadKbps: 500_000, uploadKbps: 100_000 },
  { name: '1000/1000 Mbit', downloadKbps: 1_000_000, uploadKbps: 1_000_000 },
];

const PRESET_MESSAGES = [
  'Please use the side entrance',
  'Back in 5 minutes',
  'Deliveries go to the reception',
  'Leave parcels by the door',
];

/** Demo routers and the sites they serve: outlets there are patched to the router's ports, so Sync updates them. */
const SITE_ROUTERS: Record<string, { identity: string; ports: string[] }> = {
  'Grünerløkka Lofts': {
    identity: 'gw-grunerlokka',
    ports: ['ether2', 'ether3', 'ether4', 'ether5', 'ether6', 'ether7'],
  },
};

/** The at most 240 /24s of a demo site's 10.x.0.0/16: 1–240 for tenants, 250 for guests. */
const MAX_TENANT_NETWORKS = 240;
const WORDS = ['fjord', 'birch', 'harbour', 'lantern', 'granite', 'meadow', 'aurora', 'pine', 'salmon', 'glacier'];

/** A demo customer's speed limits and doorbell texts; returns the speed limit ids. */
export async function seedCustomerNetworkSettings(db: Database, customerId: number): Promise<number[]> {
  const limits = await db
    .insert(speedLimits)
    .values(SPEED_LIMITS.map((limit) => ({ customerId, ...limit })))
    .returning({ id: speedLimits.id });
  await db
    .insert(doorbellPresetMessages)
    .values(PRESET_MESSAGES.map((text, i) => ({ customerId, text, position: i + 1 })));
  return limits.map((limit) => limit.id);
}

/**
 * The network side of a demo site, after its rooms and tenants: a VLAN and /24 per current tenant
 * (from the site's tenant range and prefix) with a speed limit, a guest network without a tenant,
 * an outlet per room, two public addresses, guest and a few tenant SSIDs, and a doorbell per building.
 */
export async function seedSiteNetworks(
  db: Database,
  random: Random,
  site: DemoSite,
  owner: Owner,
  limitIds: number[],
): Promise<void> {
  const occupied = await db
    .select({ tenantId: tenants.id, tenantName: tenants.name, roomId: rooms.id, roomName: rooms.name })
    .from(roomOccupancies)
    .innerJoin(rooms, eq(rooms.id, roomOccupancies.roomId))
    .innerJoin(tenants, eq(tenants.id, roomOccupancies.tenantId))
    .where(and(eq(rooms.siteId, owner.siteId), isNull(roomOccupancies.endDate)))
    .orderBy(asc(rooms.id));
  const net = site.network;
  const tenantNetworks = await db
    .insert(networks)
    .values(
      occupied.slice(0, MAX_TENANT_NETWORKS).map((unit, i) => ({
        ...owner,
        name: `LAN ${unit.roomName}`,
        vlanId: site.vlans[0] + 1 + i,
        subnet: `10.${net}.${i + 1}.0/24`,
        gateway: `10.${net}.${i + 1}.1`,
        tenantId: unit.tenantId,
        speedLimitId: random.pick(limitIds),
      })),
    )
    .returning({ id: networks.id, tenantId: networks.tenantId });
  const [guest] = await db
    .insert(networks)
    .values({
      ...owner,
      name: 'Guest Wi-Fi',
      vlanId: site.vlans[0],
      subnet: `10.${net}.250.0/24`,
      gateway: `10.${net}.250.1`,
      speedLimitId: limitIds[0],
      description: 'Shared guest network, no tenant',
    })
    .returning({ id: networks.id });
  const networkOfRoom = new Map(
    occupied.slice(0, MAX_TENANT_NETWORKS).map((unit, i) => [unit.roomId, tenantNetworks[i].id]),
  );

  const siteRooms = await db
    .select({ id: rooms.id, name: rooms.name, addressId: rooms.addressId, floorId: rooms.floorId, kind: rooms.kind })
    .from(rooms)
    .where(eq(rooms.siteId, owner.siteId))
    .orderBy(asc(rooms.id));
  const router = SITE_ROUTERS[site.name];
  const units = siteRooms.filter((room) => room.kind === 'apartment' || room.kind === 'office');
  await db.insert(outlets).values(
    units.map((room, i) => ({
      ...owner,
      addressId: room.addressId,
      floorId: room.floorId,
      roomId: room.id,
      label: `${room.name}-1`,
      switchPort:
        router && i < router.ports.length
          ? `${router.identity} ${router.ports[i]}`
          : `sw-${net}-${room.floorId} ge-0/0/${(i % 24) + 1}`,
      networkId: networkOfRoom.get(room.id) ?? null,
      interfaceUp: networkOfRoom.has(room.id) && random.chance(0.9),
    })),
  );

  await db.insert(externalIps).values([
    { ...owner, address: `203.0.113.${net}`, networkId: guest.id, description: 'Guest and shared traffic' },
    ...(tenantNetworks[0]
      ? [
          {
            ...owner,
            address: `198.51.100.${net}`,
            networkId: tenantNetworks[0].id,
            tenantId: tenantNetworks[0].tenantId,
            description: 'Fixed public address',
          },
        ]
      : []),
  ]);

  const word = ascii(site.name.split(' ')[0]);
  const ssidBase = word.charAt(0).toUpperCase() + word.slice(1);
  const passphrase = () => `${random.pick(WORDS)}-${random.pick(WORDS)}-${random.int(100, 999)}`;
  await db.insert(wirelessNetworks).values([
    {
      ...owner,
      ssid: `${ssidBase}-Guest`,
      security: 'open' as const,
      networkId: guest.id,
      description: 'Open guest network',
    },
    ...tenantNetworks.slice(0, 3).map((network, i) => ({
      ...owner,
      ssid: `${ssidBase}-${occupied[i].roomName.replace(/\s+/g, '')}`,
      security: 'wpa2-wpa3-personal' as const,
      passphrase: passphrase(),
      networkId: network.id,
    })),
  ]);

  const buildings = [...new Set(siteRooms.map((room) => room.addressId))];
  for (const [i, addressId] of buildings.entries()) {
    const [doorbell] = await db
      .insert(doorbells)
      .values({ ...owner, addressId, name: 'Main entrance', deviceId: `IC-${net}-${i + 1}` })
      .returning({ id: doorbells.id });
    const rung = units.filter((room) => room.addressId === addressId);
    if (rung.length > 0)
      await db.insert(doorbellTargets).values(rung.map((room) => ({ doorbellId: doorbell.id, roomId: room.id })));
  }
}
