/**
 * Tenant and guest Wi-Fi with the RouterOS 7 `/interface wifi` menu (7.13+): a security profile,
 * a datapath that drops clients into the network's VLAN on the bridge, and a configuration per
 * wireless network. On each radio the first network uses the radio itself, the others become
 * virtual interfaces (master-interface). Tenants' own keys are multi-passphrase entries (7.17+),
 * one group per wireless network, each entry tagged by its key so one key changes one entry.
 */
import { porticoTag } from '../commentTags';
import type { ConfigEntry, ConfigSection } from '../configEntries';
import { multiPassphraseGroup } from '../multiPassphrase';
import type { RenderContext } from '../renderContext';
import { quoted } from '../rsc';
import { addSection } from './networkSections';

const names = (id: number) => ({
  security: `portico-sec-${id}`,
  datapath: `portico-dp-${id}`,
  configuration: `portico-cfg-${id}`,
});

export function wirelessSection(ctx: RenderContext): ConfigSection[] {
  const entries = ctx.wireless;
  if (entries.length === 0) return [];
  const tag = (id: number) => quoted(porticoTag('wireless', id));
  const keysOf = (entry: (typeof entries)[number]) => entry.tenantKeys ?? [];
  const secured = entries.filter((entry) => entry.passphrase !== null || keysOf(entry).length > 0);
  const wifi = '/interface/wifi';

  const interfaceEntries = ctx.device.wifiInterfaces.flatMap((radio) =>
    entries.map((entry, index): ConfigEntry =>
      index === 0
        ? {
            menu: wifi,
            action: 'set',
            find: { property: 'default-name', value: radio },
            properties: { configuration: names(entry.id).configuration, disabled: 'no', comment: tag(entry.id) },
          }
        : {
            menu: wifi,
            action: 'add',
            properties: {
              'master-interface': radio,
              name: `${radio}-${entry.kind}-${entry.id}`,
              configuration: names(entry.id).configuration,
              disabled: 'no',
              comment: tag(entry.id),
            },
          },
    ),
  );

  // Multi-passphrase does not work with WPA3-PSK, so a network with tenant keys offers WPA2 only.
  const security = addSection('/interface/wifi/security', secured, (entry) => ({
    name: names(entry.id).security,
    'authentication-types': keysOf(entry).length > 0 ? 'wpa2-psk' : 'wpa2-psk,wpa3-psk',
    passphrase: entry.passphrase === null ? undefined : quoted(entry.passphrase),
    'multi-passphrase-group': keysOf(entry).length > 0 ? multiPassphraseGroup(entry.id) : undefined,
    comment: tag(entry.id),
  }));
  const keyMenu = '/interface/wifi/security/multi-passphrase';
  const keys = entries.flatMap((entry) =>
    [...keysOf(entry)]
      .sort((a, b) => a.id - b.id)
      .map((key): ConfigEntry => ({
        menu: keyMenu,
        action: 'add',
        properties: {
          group: multiPassphraseGroup(entry.id),
          passphrase: quoted(key.passphrase),
          'vlan-id': key.vlanId,
          comment: quoted(porticoTag('wifi-key', key.id)),
        },
        secrets: ['passphrase'],
      })),
  );
  return [
    ...(keys.length > 0 ? [{ menu: keyMenu, entries: keys }] : []),
    { ...security, entries: security.entries.map((entry) => ({ ...entry, secrets: ['passphrase'] })) },
    addSection('/interface/wifi/datapath', entries, (entry) => ({
      name: names(entry.id).datapath,
      bridge: ctx.device.bridgeName,
      'vlan-id': entry.vlanId,
      comment: tag(entry.id),
    })),
    addSection(
      '/interface/wifi/configuration',
      entries,
      (entry) => ({
        name: names(entry.id).configuration,
        ssid: quoted(entry.ssid),
        security: entry.passphrase === null ? undefined : names(entry.id).security,
        datapath: names(entry.id).datapath,
        comment: tag(entry.id),
      }),
      'Set configuration.country for the regulatory domain before enabling the radios in production.',
    ),
    { menu: wifi, entries: interfaceEntries },
  ];
}
