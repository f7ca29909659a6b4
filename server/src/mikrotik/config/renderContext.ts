/**
 * Validated input in a canonical order plus the names the sections share. Sorting here is what
 * makes the output independent of the order rows came from the database.
 */
import { type Cidr, parseCidr, parseIpv4 } from '../../net/ipv4';
import type {
  ConfigDevice,
  ConfigExternalIp,
  ConfigNetwork,
  ConfigSite,
  ConfigWireless,
  DeviceConfigInput,
} from './types';

export interface RenderNetwork extends ConfigNetwork {
  net: Cidr;
  gatewayAddress: number;
  /** Names of the RouterOS objects created for this network. */
  vlanInterface: string;
  poolName: string;
  dhcpServerName: string;
}

export interface RenderContext {
  device: ConfigDevice;
  site: ConfigSite;
  /** By VLAN id. */
  networks: RenderNetwork[];
  /** By id. */
  externalIps: ConfigExternalIp[];
  /** Tenant networks first, then guest; by id within each. */
  wireless: ConfigWireless[];
  /** Trunk ports, sorted by name. */
  trunkPorts: string[];
  /** Ports of vacant rooms (sorted) on the site's vacant VLAN; null when there are none. */
  vacant: { vlanId: number; accessPorts: string[] } | null;
}

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Builds the context; the input must have passed validateConfigInput. */
export function buildRenderContext(input: DeviceConfigInput): RenderContext {
  const networks = [...input.networks]
    .sort((a, b) => a.vlanId - b.vlanId)
    .map((network): RenderNetwork => ({
      ...network,
      accessPorts: [...network.accessPorts].sort(byName),
      net: parseCidr(network.subnet) as Cidr,
      gatewayAddress: parseIpv4(network.gateway) as number,
      vlanInterface: `vlan${network.vlanId}`,
      poolName: `pool-vlan${network.vlanId}`,
      dhcpServerName: `dhcp-vlan${network.vlanId}`,
    }));
  const kindOrder = { tenant: 0, guest: 1 };
  return {
    device: input.device,
    site: input.site,
    networks,
    externalIps: [...input.externalIps].sort((a, b) => a.id - b.id),
    wireless: [...input.wireless].sort((a, b) => kindOrder[a.kind] - kindOrder[b.kind] || a.id - b.id),
    trunkPorts: [...input.device.trunkPorts].sort(byName),
    vacant:
      input.vacant && input.vacant.accessPorts.length > 0
        ? { vlanId: input.vacant.vlanId, accessPorts: [...input.vacant.accessPorts].sort(byName) }
        : null,
  };
}
