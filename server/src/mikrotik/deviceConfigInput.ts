import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  externalIps,
  networks,
  outlets,
  sites,
  speedLimits,
  wirelessNetworks,
  wirelessTenantKeys,
  type DeviceRow,
} from '../db/schema';
import { formatIpv4, parseCidr, parseIpv4 } from '../net/ipv4';
import type { ConfigNetwork, ConfigTenantKey, ConfigWireless, DeviceConfigInput } from './config/types';
import { deviceNames, devicePortOf } from './outletPorts';
import { occupancyIntent } from './moves/occupancyIntent';
import { assignOutletPorts } from './moves/outletAssignment';
import { localDate, siteZone } from './moves/siteDates';

type SiteRow = typeof sites.$inferSelect;

// The renderer needs radio names; a site with wireless networks gets the usual two of a wifi router.
const DEFAULT_WIFI_INTERFACES = ['wifi1', 'wifi2'];

/** IPv4 servers listed in the site's tenant DNS setting; host names there are left to the router. */
const dnsServersOf = (value: string | null) =>
  (value ?? '').split(/[\s,;]+/).filter((part) => parseIpv4(part) !== null);

const firstHost = (subnet: string) => {
  const net = parseCidr(subnet);
  return net ? formatIpv4(net.network + 1) : subnet;
};

// Multi-passphrase does not work with WPA3-PSK: keys of a WPA3-only network stay off the air.
const KEYED_SECURITY = new Set(['wpa2-personal', 'wpa2-wpa3-personal']);

/**
 * Tenant keys per wireless network of the site, each on its tenant's network VLAN (the lowest when
 * a tenant has several, as the credentials screen shows); keys of tenants without a network are left out.
 */
async function tenantKeysBySsid(
  db: Database,
  siteId: number,
  movedOut: ReadonlySet<number>,
): Promise<Map<number, ConfigTenantKey[]>> {
  const rows = await db
    .select({
      id: wirelessTenantKeys.id,
      wirelessId: wirelessTenantKeys.wirelessId,
      tenantId: wirelessTenantKeys.tenantId,
      passphrase: wirelessTenantKeys.key,
      vlanId: networks.vlanId,
    })
    .from(wirelessTenantKeys)
    .innerJoin(networks, and(eq(networks.tenantId, wirelessTenantKeys.tenantId), eq(networks.siteId, siteId)))
    .where(eq(wirelessTenantKeys.siteId, siteId))
    .orderBy(asc(wirelessTenantKeys.id), asc(networks.vlanId));
  const byWireless = new Map<number, ConfigTenantKey[]>();
  let last: number | null = null;
  for (const { wirelessId, ...key } of rows) {
    if (key.id === last || movedOut.has(key.tenantId)) continue;
    last = key.id;
    byWireless.set(wirelessId, [...(byWireless.get(wirelessId) ?? []), key]);
  }
  return byWireless;
}

function deviceOf(device: DeviceRow, hasWireless: boolean): DeviceConfigInput['device'] {
  return {
    id: device.id,
    identity: device.identity || device.systemIdentity || `device-${device.id}`,
    bridgeName: device.bridgeSwitch || 'bridge',
    // external_interface is the number of the uplink ethernet port; bridge_external names it otherwise.
    externalInterface:
      device.externalInterface !== null ? `ether${device.externalInterface}` : device.bridgeExternal || 'ether1',
    trunkPorts: [],
    wifiInterfaces: hasWireless ? DEFAULT_WIFI_INTERFACES : [],
  };
}

/**
 * Assembles the renderer's input from the device and its site as it should be at `now` (in the
 * site's time zone): the site's address space, VLAN range and DNS, its networks (with speed limits
 * and the access ports of outlets patched to this router, following who lives where), external IPs
 * routed to a network, and its enabled pre-shared-key or open wireless with the tenants' keys.
 */
export async function loadConfigInput(
  db: Database,
  device: DeviceRow,
  site: SiteRow,
  now: Date = new Date(),
): Promise<DeviceConfigInput> {
  const intent = await occupancyIntent(db, site.id, localDate(now, siteZone(site.timeZone)));
  const networkRows = await db
    .select({ network: networks, limit: speedLimits })
    .from(networks)
    .leftJoin(speedLimits, eq(networks.speedLimitId, speedLimits.id))
    .where(eq(networks.siteId, site.id))
    .orderBy(asc(networks.id));
  const names = deviceNames(device);
  const outletRows = (
    await db
      .select({ roomId: outlets.roomId, networkId: outlets.networkId, switchPort: outlets.switchPort })
      .from(outlets)
      .where(and(eq(outlets.siteId, site.id), isNotNull(outlets.switchPort)))
  ).map(({ switchPort, ...outlet }) => ({ ...outlet, port: devicePortOf(switchPort, names) }));
  const ports = assignOutletPorts(
    outletRows,
    networkRows.map(({ network }) => network),
    intent,
    site.vacantVlanId,
  );
  const movedOut = intent.tenantsMovedOut;
  const range =
    site.tenantMinVlanId !== null && site.tenantMaxVlanId !== null
      ? { min: site.tenantMinVlanId, max: site.tenantMaxVlanId }
      : null;

  const configNetworks: ConfigNetwork[] = networkRows.map(({ network, limit }) => ({
    id: network.id,
    name: network.name,
    // A network of no tenant is the site's shared (guest) network, and so are the SSIDs landing in it.
    kind: network.tenantId === null ? 'guest' : 'tenant',
    vlanId: network.vlanId,
    subnet: network.subnet,
    gateway: network.gateway || firstHost(network.subnet),
    speedLimit: limit ? { downloadKbps: limit.downloadKbps, uploadKbps: limit.uploadKbps } : null,
    accessPorts: ports.portsByNetwork.get(network.id) ?? [],
  }));
  const byId = new Map(configNetworks.map((network) => [network.id, network]));
  const tenantOf = new Map(networkRows.map(({ network }) => [network.id, network.tenantId]));

  const ipRows = await db
    .select()
    .from(externalIps)
    .where(and(eq(externalIps.siteId, site.id), isNotNull(externalIps.networkId)))
    .orderBy(asc(externalIps.id));
  const wirelessRows = await db
    .select()
    .from(wirelessNetworks)
    .where(and(eq(wirelessNetworks.siteId, site.id), eq(wirelessNetworks.enabled, true)))
    .orderBy(asc(wirelessNetworks.id));
  const keys = await tenantKeysBySsid(db, site.id, movedOut);
  const wireless: ConfigWireless[] = wirelessRows.flatMap((row) => {
    const network =
      row.networkId !== null ? byId.get(row.networkId) : configNetworks.find((n) => n.vlanId === row.vlanId);
    // RADIUS (enterprise) is not part of the template, and an SSID needs a network to land in.
    if (!network || row.security === 'wpa2-enterprise') return [];
    const passphrase = row.security === 'open' ? null : row.passphrase;
    const tenantKeys = KEYED_SECURITY.has(row.security) ? (keys.get(row.id) ?? []) : [];
    return [
      {
        id: row.id,
        kind: network.kind,
        ssid: row.ssid,
        passphrase,
        vlanId: row.vlanId ?? network.vlanId,
        ...(tenantKeys.length > 0 ? { tenantKeys } : {}),
      },
    ];
  });

  return {
    device: deviceOf(device, wireless.length > 0),
    site: {
      id: site.id,
      name: site.name,
      prefix: site.prefix,
      netmask: site.netmask,
      tenantVlanRange: range,
      dnsServers: dnsServersOf(site.tenantDhcpDns),
    },
    networks: configNetworks,
    // A moved-out tenant's external IP is withdrawn, whether it names the tenant or its network.
    externalIps: ipRows
      .filter((ip) => byId.has(ip.networkId!))
      .filter((ip) => !movedOut.has(ip.tenantId ?? -1) && !movedOut.has(tenantOf.get(ip.networkId!) ?? -1))
      .map((ip) => ({ id: ip.id, address: ip.address, networkId: ip.networkId! })),
    wireless,
    ...(ports.vacantPorts.length > 0 && site.vacantVlanId !== null
      ? { vacant: { vlanId: site.vacantVlanId, accessPorts: ports.vacantPorts } }
      : {}),
  };
}
