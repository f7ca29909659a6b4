/**
 * Layer 3 per network: VLAN interface, gateway address, DHCP pool (without the gateway), DHCP
 * network and server — in the order the DHCP manual requires (address, pool, network, server).
 * External IPs are bound to the uplink here too.
 */
import { porticoTag } from '../commentTags';
import { formatCidr, formatIpv4, poolRanges } from '../../../net/ipv4';
import type { RenderContext } from '../renderContext';
import { quoted, rscAdd, rscBlock, rscSet } from '../rsc';

const DEFAULT_LEASE_TIME = '1h';

export function vlanInterfaceSection(ctx: RenderContext): string[] {
  return rscBlock(
    '/interface vlan',
    ctx.networks.map((network) =>
      rscAdd({
        interface: ctx.device.bridgeName,
        name: network.vlanInterface,
        'vlan-id': network.vlanId,
        comment: quoted(porticoTag('network', network.id)),
      }),
    ),
  );
}

export function addressSection(ctx: RenderContext): string[] {
  return rscBlock('/ip address', [
    ...ctx.networks.map((network) =>
      rscAdd({
        address: `${network.gateway}/${network.net.prefixLength}`,
        interface: network.vlanInterface,
        comment: quoted(porticoTag('network', network.id)),
      }),
    ),
    ...ctx.externalIps.map((ip) =>
      rscAdd({
        address: `${ip.address}/${ip.prefixLength ?? 32}`,
        interface: ctx.device.externalInterface,
        comment: quoted(porticoTag('external-ip', ip.id)),
      }),
    ),
  ]);
}

/** DNS servers for DHCP clients: the site's, else the router itself. */
export function dnsServersFor(ctx: RenderContext, gateway: string): string {
  return ctx.site.dnsServers.length > 0 ? ctx.site.dnsServers.join(',') : gateway;
}

export function dhcpSection(ctx: RenderContext): string[] {
  return [
    ...rscBlock(
      '/ip pool',
      ctx.networks.map((network) =>
        rscAdd({
          name: network.poolName,
          ranges: poolRanges(network.net, network.gatewayAddress).join(','),
          comment: quoted(porticoTag('network', network.id)),
        }),
      ),
    ),
    ...rscBlock(
      '/ip dhcp-server network',
      ctx.networks.map((network) =>
        rscAdd({
          address: formatCidr(network.net),
          gateway: formatIpv4(network.gatewayAddress),
          'dns-server': dnsServersFor(ctx, network.gateway),
          comment: quoted(porticoTag('network', network.id)),
        }),
      ),
    ),
    ...rscBlock(
      '/ip dhcp-server',
      ctx.networks.map((network) =>
        rscAdd({
          name: network.dhcpServerName,
          interface: network.vlanInterface,
          'address-pool': network.poolName,
          'lease-time': network.leaseTime ?? DEFAULT_LEASE_TIME,
          comment: quoted(porticoTag('network', network.id)),
        }),
      ),
    ),
  ];
}

/**
 * Without site DNS servers the router resolves for its clients; the resolver must then not be
 * open to the internet, hence the input drops on the uplink.
 */
export function routerDnsSection(ctx: RenderContext): string[] {
  if (ctx.site.dnsServers.length > 0 || ctx.networks.length === 0) return [];
  const uplink = ctx.device.externalInterface;
  return [
    ...rscBlock('/ip dns', [rscSet(null, { 'allow-remote-requests': 'yes' })]),
    ...rscBlock(
      '/ip firewall filter',
      ['udp', 'tcp'].map((protocol) =>
        rscAdd({
          chain: 'input',
          'in-interface': uplink,
          protocol,
          'dst-port': 53,
          action: 'drop',
          comment: quoted(porticoTag('dns-guard', protocol)),
        }),
      ),
    ),
  ];
}
