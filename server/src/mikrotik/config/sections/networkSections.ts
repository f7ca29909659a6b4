/**
 * Layer 3 per network: VLAN interface, gateway address, DHCP pool (without the gateway), DHCP
 * network and server — in the order the DHCP manual requires (address, pool, network, server).
 * External IPs are bound to the uplink here too.
 */
import { porticoTag } from '../commentTags';
import { formatCidr, formatIpv4, poolRanges } from '../../../net/ipv4';
import type { ConfigEntry, ConfigSection } from '../configEntries';
import type { RenderContext } from '../renderContext';
import { quoted, type RscProperty } from '../rsc';

const DEFAULT_LEASE_TIME = '1h';

/** A section of `add` entries in one menu. */
export function addSection<T>(
  menu: string,
  items: readonly T[],
  properties: (item: T) => Record<string, RscProperty>,
  note?: string,
): ConfigSection {
  const entries: ConfigEntry[] = items.map((item) => ({ menu, action: 'add', properties: properties(item) }));
  return { menu, entries, ...(note ? { note } : {}) };
}

export function vlanInterfaceSection(ctx: RenderContext): ConfigSection[] {
  return [
    addSection('/interface/vlan', ctx.networks, (network) => ({
      interface: ctx.device.bridgeName,
      name: network.vlanInterface,
      'vlan-id': network.vlanId,
      comment: quoted(porticoTag('network', network.id)),
    })),
  ];
}

export function addressSection(ctx: RenderContext): ConfigSection[] {
  const menu = '/ip/address';
  return [
    {
      menu,
      entries: [
        ...addSection(menu, ctx.networks, (network) => ({
          address: `${network.gateway}/${network.net.prefixLength}`,
          interface: network.vlanInterface,
          comment: quoted(porticoTag('network', network.id)),
        })).entries,
        ...addSection(menu, ctx.externalIps, (ip) => ({
          address: `${ip.address}/${ip.prefixLength ?? 32}`,
          interface: ctx.device.externalInterface,
          comment: quoted(porticoTag('external-ip', ip.id)),
        })).entries,
      ],
    },
  ];
}

/** DNS servers for DHCP clients: the site's, else the router itself. */
export function dnsServersFor(ctx: RenderContext, gateway: string): string {
  return ctx.site.dnsServers.length > 0 ? ctx.site.dnsServers.join(',') : gateway;
}

export function dhcpSection(ctx: RenderContext): ConfigSection[] {
  return [
    addSection('/ip/pool', ctx.networks, (network) => ({
      name: network.poolName,
      ranges: poolRanges(network.net, network.gatewayAddress).join(','),
      comment: quoted(porticoTag('network', network.id)),
    })),
    addSection('/ip/dhcp-server/network', ctx.networks, (network) => ({
      address: formatCidr(network.net),
      gateway: formatIpv4(network.gatewayAddress),
      'dns-server': dnsServersFor(ctx, network.gateway),
      comment: quoted(porticoTag('network', network.id)),
    })),
    addSection('/ip/dhcp-server', ctx.networks, (network) => ({
      name: network.dhcpServerName,
      interface: network.vlanInterface,
      'address-pool': network.poolName,
      'lease-time': network.leaseTime ?? DEFAULT_LEASE_TIME,
      comment: quoted(porticoTag('network', network.id)),
    })),
  ];
}

/**
 * Without site DNS servers the router resolves for its clients; the resolver must then not be
 * open to the internet, hence the input drops on the uplink.
 */
export function routerDnsSection(ctx: RenderContext): ConfigSection[] {
  if (ctx.site.dnsServers.length > 0 || ctx.networks.length === 0) return [];
  const uplink = ctx.device.externalInterface;
  return [
    { menu: '/ip/dns', entries: [{ menu: '/ip/dns', action: 'set', properties: { 'allow-remote-requests': 'yes' } }] },
    addSection('/ip/firewall/filter', ['udp', 'tcp'], (protocol) => ({
      chain: 'input',
      'in-interface': uplink,
      protocol,
      'dst-port': 53,
      action: 'drop',
      comment: quoted(porticoTag('dns-guard', protocol)),
    })),
  ];
}
