/**
 * Speed limits as simple queues and source NAT: a dedicated external IP per network where one is
 * assigned (src-nat, for fixed addresses), masquerade for everything else.
 */
import { porticoTag } from '../commentTags';
import { formatCidr } from '../../../net/ipv4';
import type { ConfigSection } from '../configEntries';
import type { RenderContext } from '../renderContext';
import { quoted } from '../rsc';
import { addSection } from './networkSections';

/**
 * RouterOS rate notation (k = 1000 bit/s).
 * @example formatRate(100_000) // '100M'
 * @example formatRate(1_500) // '1500k'
 */
export function formatRate(kbps: number): string {
  if (kbps % 1_000_000 === 0) return `${kbps / 1_000_000}G`;
  if (kbps % 1_000 === 0) return `${kbps / 1_000}M`;
  return `${kbps}k`;
}

export function queueSection(ctx: RenderContext): ConfigSection[] {
  const limited = ctx.networks.filter((network) => network.speedLimit !== null);
  const note = 'Simple queues do not apply to FastTracked traffic: keep FastTrack off for these subnets.';
  return [
    addSection(
      '/queue/simple',
      limited,
      (network) => {
        const limit = network.speedLimit as NonNullable<typeof network.speedLimit>;
        // max-limit is upload/download from the target's point of view.
        return {
          name: `network-${network.id}`,
          target: formatCidr(network.net),
          'max-limit': `${formatRate(limit.uploadKbps)}/${formatRate(limit.downloadKbps)}`,
          comment: quoted(porticoTag('network', network.id)),
        };
      },
      note,
    ),
  ];
}

export function natSection(ctx: RenderContext): ConfigSection[] {
  if (ctx.networks.length === 0) return [];
  const uplink = ctx.device.externalInterface;
  // The first external IP (by id) of a network is its source address; src-nat rules go before
  // masquerade because the first matching rule wins.
  const sourceIps = ctx.networks.flatMap((network) => {
    const ip = ctx.externalIps.find((candidate) => candidate.networkId === network.id);
    return ip ? [{ network, ip }] : [];
  });
  const site = ctx.site;
  const siteSpace = site.prefix !== null && site.netmask !== null ? `${site.prefix}/${site.netmask}` : undefined;
  const rules = [
    ...sourceIps.map(({ network, ip }) => ({
      chain: 'srcnat',
      action: 'src-nat',
      'src-address': formatCidr(network.net),
      'out-interface': uplink,
      'to-addresses': ip.address,
      comment: quoted(porticoTag('external-ip', ip.id)),
    })),
    {
      chain: 'srcnat',
      action: 'masquerade',
      'src-address': siteSpace,
      'out-interface': uplink,
      comment: quoted(porticoTag('masquerade')),
    },
  ];
  return [addSection('/ip/firewall/nat', rules, (rule) => rule)];
}
