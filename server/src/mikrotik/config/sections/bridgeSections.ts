/**
 * Identity and layer 2: one VLAN-aware bridge, outlet ports as access ports, trunks tagged, and the
 * bridge VLAN table. VLAN filtering is switched on only at the very end of the script, because
 * turning it on can reset the switch chip and would cut the router off half-configured.
 */
import { porticoTag } from '../commentTags';
import type { RenderContext } from '../renderContext';
import { quoted, rscAdd, rscBlock, rscSet } from '../rsc';

export function identitySection(ctx: RenderContext): string[] {
  return rscBlock('/system identity', [rscSet(null, { name: ctx.device.identity })]);
}

export function bridgeSection(ctx: RenderContext): string[] {
  const bridge = ctx.device.bridgeName;
  const accessPorts = ctx.networks
    .flatMap((network) => network.accessPorts.map((port) => ({ port, vlanId: network.vlanId })))
    .sort((a, b) => (a.port < b.port ? -1 : a.port > b.port ? 1 : 0));
  const tagged = [bridge, ...ctx.trunkPorts].join(',');

  return [
    ...rscBlock('/interface bridge', [
      rscAdd({ name: bridge, 'vlan-filtering': 'no', comment: quoted(porticoTag('bridge')) }),
    ]),
    ...rscBlock('/interface bridge port', [
      ...accessPorts.map(({ port, vlanId }) =>
        rscAdd({
          bridge,
          interface: port,
          pvid: vlanId,
          'frame-types': 'admit-only-untagged-and-priority-tagged',
          comment: quoted(porticoTag('port', port)),
        }),
      ),
      ...ctx.trunkPorts.map((port) =>
        rscAdd({
          bridge,
          interface: port,
          'frame-types': 'admit-only-vlan-tagged',
          comment: quoted(porticoTag('trunk', port)),
        }),
      ),
    ]),
    // The bridge itself is tagged in every VLAN so the router's VLAN interfaces receive the traffic.
    ...rscBlock(
      '/interface bridge vlan',
      ctx.networks.map((network) =>
        rscAdd({
          bridge,
          'vlan-ids': network.vlanId,
          tagged,
          untagged: network.accessPorts.length > 0 ? network.accessPorts.join(',') : undefined,
          comment: quoted(porticoTag('network', network.id)),
        }),
      ),
    ),
  ];
}

export function enableVlanFilteringSection(ctx: RenderContext): string[] {
  return rscBlock('/interface bridge', [rscSet(`[find name=${ctx.device.bridgeName}]`, { 'vlan-filtering': 'yes' })]);
}
