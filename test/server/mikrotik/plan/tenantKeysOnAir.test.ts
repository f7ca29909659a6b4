import { describeCommand } from '../../../../server/src/mikrotik/plan/describeCommand';
import { configSections } from '../../../../server/src/mikrotik/config/renderDeviceConfig';
import { ConfigInputError } from '../../../../server/src/mikrotik/config/validateConfigInput';
import type { ConfigTenantKey } from '../../../../server/src/mikrotik/config/types';
import { residentKeys } from '../config/fixtures/residentKeys';
import { planAndApply, planFor, sectionsOf, useFreshRouter } from './planHarness';

const KEYS = '/interface/wifi/security/multi-passphrase';
const keysOf = (count: number): ConfigTenantKey[] =>
  Array.from({ length: count }, (_, i) => ({
    id: 1000 + i,
    tenantId: i + 1,
    passphrase: `key-${String(i).padStart(4, '0')}-abcdefgh`,
    vlanId: [101, 102, 110][i % 3],
  }));

describe('tenant keys on the air (multi-passphrase)', () => {
  const router = useFreshRouter();

  it("puts each tenant's key in one group on the tenant's VLAN, keeps the shared passphrase for guests", async () => {
    const { result } = await planAndApply(router(), sectionsOf(residentKeys()));
    expect(result.status).toBe('in-sync');
    const entries = router().store.rows(KEYS);
    expect(
      entries.map(({ group, passphrase, comment, ...rest }) => ({ group, passphrase, comment, vlan: rest['vlan-id'] })),
    ).toEqual([
      { group: 'portico-keys-8', passphrase: 'k7Qm2xRtP9wYbZ4nHs3a', comment: 'portico:wifi-key:31', vlan: '101' },
      { group: 'portico-keys-8', passphrase: 'Lm8vC4dPq2sWx7yJt5Ke', comment: 'portico:wifi-key:32', vlan: '102' },
      { group: 'portico-keys-8', passphrase: 'shop;"keys"\\ok=1', comment: 'portico:wifi-key:33', vlan: '110' },
    ]);
    const security = router()
      .store.rows('/interface/wifi/security')
      .find((row) => row.name === 'portico-sec-8');
    expect(security).toMatchObject({
      passphrase: 'visitors-welcome-88',
      'multi-passphrase-group': 'portico-keys-8',
      'authentication-types': 'wpa2-psk',
    });
    expect((await planFor(router(), sectionsOf(residentKeys()))).inSync).toBe(true);
  });

  it('changes exactly one entry with one command when one key is regenerated, and shows it masked', async () => {
    await planAndApply(router(), sectionsOf(residentKeys()));
    const [first, second, third] = residentKeys().wireless.at(-1)?.tenantKeys ?? [];
    const regenerated = sectionsOf(residentKeys([first, { ...second, passphrase: 'Nw3rTq8ZpX5cVb2mKs7d' }, third]));
    const plan = await planFor(router(), regenerated);
    expect(plan.steps.map((step) => describeCommand(step.command))).toEqual([
      `${KEYS}/set =.id=${router().store.rows(KEYS)[1]['.id']} =passphrase=••••`,
    ]);
    expect(plan.items[0].changes).toEqual([{ property: 'passphrase', before: '••••', after: '••••', secret: true }]);
    expect((await planAndApply(router(), regenerated)).result.status).toBe('in-sync');
    expect(router().store.rows(KEYS)[1].passphrase).toBe('Nw3rTq8ZpX5cVb2mKs7d');
  });

  it('revokes one key among 500 with exactly 1 command and leaves the other 499 untouched', async () => {
    const all = keysOf(500);
    await planAndApply(router(), sectionsOf(residentKeys(all)));
    const before = router().store.rows(KEYS);
    expect(before).toHaveLength(500);
    const revoked = all[250];
    const { plan, result } = await planAndApply(router(), sectionsOf(residentKeys(all.filter((k) => k !== revoked))));
    expect(plan.steps.map((step) => describeCommand(step.command))).toEqual([
      `${KEYS}/remove =.id=${before[250]['.id']}`,
    ]);
    expect(result.status).toBe('in-sync');
    const after = router().store.rows(KEYS);
    expect(after).toEqual(before.filter((row) => row.comment !== `portico:wifi-key:${revoked.id}`));
  });

  it('drops the group from the security profile when the last key goes', async () => {
    await planAndApply(router(), sectionsOf(residentKeys()));
    const { result } = await planAndApply(router(), sectionsOf(residentKeys([])));
    expect(result.status).toBe('in-sync');
    expect(router().store.rows(KEYS)).toEqual([]);
    const security = router()
      .store.rows('/interface/wifi/security')
      .find((row) => row.name === 'portico-sec-8');
    expect(security?.['multi-passphrase-group'] ?? '').toBe('');
  });

  it("refuses keys beyond RouterOS's 10,000 passphrases, and a key on a VLAN without a network", () => {
    expect(() => configSections(residentKeys(keysOf(10_001)))).toThrow(
      "10001 tenant keys exceed RouterOS's limit of 10000 passphrases on one router",
    );
    expect(() => configSections(residentKeys([{ id: 1, tenantId: 9, passphrase: 'abcdefgh1', vlanId: 555 }]))).toThrow(
      ConfigInputError,
    );
  });
});
