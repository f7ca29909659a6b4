import { configSections } from '../../../../server/src/mikrotik/config/renderDeviceConfig';
import { CATALOGUE, catalogueMenu } from '../../../../server/src/mikrotik/plan/menuCatalogue';
import { harbourView } from '../config/fixtures/harbourView';
import { residentKeys } from '../config/fixtures/residentKeys';

describe('plan menu catalogue', () => {
  it('reads every property the configuration renders (an unread one would drift forever)', () => {
    const withOwnDns = { ...harbourView, site: { ...harbourView.site, dnsServers: [] } };
    const unread = [
      ...configSections(harbourView),
      ...configSections(withOwnDns),
      ...configSections(residentKeys()),
    ].flatMap((section) =>
      section.entries.flatMap((entry) =>
        Object.keys(entry.properties)
          .filter((name) => name !== 'comment' && !catalogueMenu(entry.menu).properties.includes(name))
          .map((name) => `${entry.menu} ${name}`),
      ),
    );
    expect(unread).toEqual([]);
  });

  it('lists menus so that each comes after the menus its items name', () => {
    const order = CATALOGUE.map((entry) => entry.menu);
    const before = (a: string, b: string) => order.indexOf(a) < order.indexOf(b);
    expect(before('/interface/vlan', '/ip/address')).toBe(true);
    expect(before('/ip/pool', '/ip/dhcp-server')).toBe(true);
    expect(before('/interface/wifi/security', '/interface/wifi/configuration')).toBe(true);
    expect(before('/interface/wifi/security/multi-passphrase', '/interface/wifi/security')).toBe(true);
    expect(before('/interface/wifi/configuration', '/interface/wifi')).toBe(true);
  });
});
