/**
 * Identity and layer 2: one VLAN-aware bridge, outlet ports as access ports, trunks tagged, and the
 * bridge VLAN table. VLAN filtering is switched on only at the very end of the script, because
 * turning it on can reset the switch chip and would cut the router off half-configured.
 */
import { porticoTag } from '../commentTags';
import type { ConfigSection } from '../configEntries';
import type { RenderContext } from '../renderContext';
import { quoted } from '../rsc';

export function identitySection(ctx: RenderContext): ConfigSection[] {
  return [
    {
      menu: '/system/identity',
      entries: [{ menu: '/system/identity', action: 'set', properties: { name: ctx.device.identity } }],
    },
  ];
}

export function bridgeSection(ctx: RenderContext): ConfigSection[] {
  const bridge = ctx.device.bridgeName;
  const { vacant } = ctx;
  const vacantPorts = vacant?.accessPorts.map((port) => ({ port, vlanId: vacant.vlanId })) ?? [];
  const accessPorts = ctx.networks
    .flatMap((network) => network.accessPorts.map((port) => ({ port, vlanId: network.vlanId })))
    .concat(vacantPorts)
    .sort((a, b) => (a.port < b.port ? -1 : a.port > b.port ? 1 : 0));
  const tagged = [bridge, ...ctx.trunkPorts].join(',');
  const port = '/interface/bridge/port';
  const vlan = '/interface/bridge/vlan';

  return [
    {
      menu: '/interface/bridge',
      entries: [
        {
          menu: '/interface/bridge',
          action: 'add',
          properties: { name: bridge, 'vlan-filtering': 'no', comment: quoted(porticoTag('bridge')) },
        },
      ],
    },
    {
      menu: port,
      entries: [
        ...accessPorts.map(({ port: name, vlanId }) => ({
          menu: port,
          action: 'add' as const,
          properties: {
            bridge,
            interface: name,
            pvid: vlanId,
            'frame-types': 'admit-only-untagged-and-priority-tagged',
            comment: quoted(porticoTag('port', name)),
          },
        })),
        ...ctx.trunkPorts.map((name) => ({
          menu: port,
          action: 'add' as const,
          properties: {
            bridge,
            interface: name,
            'frame-types': 'admit-only-vlan-tagged',
            comment: quoted(porticoTag('trunk', name)),
          },
        })),
      ],
    },
    // The bridge itself is tagged in every VLAN so the router's VLAN interfaces receive the traffic.
    // The vacant VLAN has no interface on the router: its ports reach nothing but each other.
    {
      menu: vlan,
      entries: [
        ...ctx.networks.map((network) => ({
          menu: vlan,
          action: 'add' as const,
          properties: {
            bridge,
            'vlan-ids': network.vlanId,
            tagged,
            untagged: network.accessPorts.length > 0 ? network.accessPorts.join(',') : undefined,
            comment: quoted(porticoTag('network', network.id)),
          },
        })),
        ...(ctx.vacant
          ? [
              {
                menu: vlan,
                action: 'add' as const,
                properties: {
                  bridge,
                  'vlan-ids': ctx.vacant.vlanId,
                  untagged: ctx.vacant.accessPorts.join(','),
                  comment: quoted(porticoTag('vacant')),
                },
              },
            ]
          : []),
      ],
    },
  ];
}

export function enableVlanFilteringSection(ctx: RenderContext): ConfigSection[] {
  return [
    {
      menu: '/interface/bridge',
      entries: [
        {
          menu: '/interface/bridge',
          action: 'set',
          find: { property: 'name', value: ctx.device.bridgeName },
          properties: { 'vlan-filtering': 'yes' },
        },
      ],
    },
  ];
}
