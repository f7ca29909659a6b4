import { ValidationError } from 'yup';
import { siteSchema } from '../../../rules/siteSchema';
import { emptySiteValues, siteToFormValues, toSitePayload } from '../../../src/features/sites/siteValues';
import type { SiteFormValues } from '../../../src/features/sites/siteValues';
import { makeSite } from './siteFixtures';

/** Field → first message, as the form shows them. */
async function errorsOf(changes: Partial<SiteFormValues> | object): Promise<Record<string, string>> {
  try {
    await siteSchema.validate({ ...emptySiteValues, name: 'Harbour View', ...changes }, { abortEarly: false });
    return {};
  } catch (error) {
    const errors: Record<string, string> = {};
    for (const inner of (error as ValidationError).inner) errors[inner.path!] ??= inner.message;
    return errors;
  }
}

describe('siteSchema', () => {
  it('accepts a site with only a name', async () => {
    expect(await errorsOf({})).toEqual({});
  });

  it.each(['', '   '])('requires a name (%j)', async (name) => {
    expect(await errorsOf({ name })).toEqual({ name: 'Site name is required' });
  });

  it.each([
    ['gps_latitude', '-90', undefined],
    ['gps_latitude', '90', undefined],
    ['gps_latitude', '90.000001', 'Latitude must be between -90 and 90'],
    ['gps_latitude', '-91', 'Latitude must be between -90 and 90'],
    ['gps_latitude', 'north', 'Latitude must be between -90 and 90'],
    ['gps_longitude', '180', undefined],
    ['gps_longitude', '-180.5', 'Longitude must be between -180 and 180'],
  ])('checks %s = %s', async (field, value, message) => {
    expect((await errorsOf({ [field]: value }))[field]).toBe(message);
  });

  it('turns empty coordinates into null and keeps 6 decimals', async () => {
    const cast = await siteSchema.validate({
      ...emptySiteValues,
      name: 'A',
      gps_latitude: '52.3702157',
      gps_longitude: '',
    });
    expect(cast.gps_latitude).toBe(52.370216);
    expect(cast.gps_longitude).toBeNull();
  });

  it.each(['10.0.0.0', '192.168.10.0', '172.16.255.0'])(
    'accepts the network prefix %s with a netmask',
    async (prefix) => {
      expect(await errorsOf({ prefix, netmask: '24' })).toEqual({});
    },
  );

  it.each([
    ['192.168.1.5', 'Must be a valid network prefix (e.g. 192.168.1.0)'],
    ['10.0.0.256', 'Must be a valid network prefix (e.g. 10.0.0.0)'],
    ['not-an-ip', 'Must be a valid network prefix (e.g. 10.0.0.0)'],
    ['10.0.0', 'Must be a valid network prefix (e.g. 10.0.0.0)'],
  ])('refuses the prefix %s', async (prefix, message) => {
    expect((await errorsOf({ prefix, netmask: '24' })).prefix).toBe(message);
  });

  it.each([
    ['8', undefined],
    ['30', undefined],
    ['7', 'Netmask must be a whole number from 8 to 30'],
    ['31', 'Netmask must be a whole number from 8 to 30'],
    ['24.5', 'Netmask must be a whole number from 8 to 30'],
  ])('checks netmask %s', async (netmask, message) => {
    expect((await errorsOf({ prefix: '10.0.0.0', netmask })).netmask).toBe(message);
  });

  it('needs prefix and netmask together, on whichever is missing', async () => {
    const together = 'Both prefix and netmask must be provided together';
    expect(await errorsOf({ prefix: '10.0.0.0' })).toEqual({ netmask: together });
    expect(await errorsOf({ netmask: '24' })).toEqual({ prefix: together });
  });

  it.each(['unifi_id', 'oepl_ap_id', 'guest_wifi_id'])('%s must be a positive integer', async (field) => {
    expect(await errorsOf({ [field]: '12' })).toEqual({});
    for (const bad of ['0', '-3', '1.5', 'abc']) {
      expect((await errorsOf({ [field]: bad }))[field]).toMatch(/must be a positive integer$/);
    }
  });

  it('keeps tenant VLAN ids within 1 to 4000', async () => {
    expect(await errorsOf({ tenant_min_vlan_id: '1', tenant_max_vlan_id: '4000' })).toEqual({});
    expect(await errorsOf({ tenant_min_vlan_id: '0' })).toEqual({
      tenant_min_vlan_id: 'Min VLAN ID must be a whole number from 1 to 4000',
    });
    expect(await errorsOf({ tenant_max_vlan_id: '4001' })).toEqual({
      tenant_max_vlan_id: 'Max VLAN ID must be a whole number from 1 to 4000',
    });
  });

  it.each([
    ['200', '100'],
    ['100', '100'],
  ])('refuses min VLAN %s with max VLAN %s', async (min, max) => {
    expect(await errorsOf({ tenant_min_vlan_id: min, tenant_max_vlan_id: max })).toEqual({
      tenant_min_vlan_id: 'Min VLAN ID must be less than Max VLAN ID',
    });
  });

  it.each(['tenant_dhcp_dns', 'portal_dns'])('%s must be a valid DNS name', async (field) => {
    for (const good of ['dns.example.net', 'portal', 'a-b.example.com.'])
      expect(await errorsOf({ [field]: good })).toEqual({});
    for (const bad of ['bad_name.example', '-lead.example.com', 'a..b', 'x'.repeat(64) + '.com']) {
      expect((await errorsOf({ [field]: bad }))[field]).toBe('Must be a valid DNS name');
    }
  });

  it('takes a 3 or 6 digit hex colour with #', async () => {
    for (const good of ['#abc', '#AABBCC', '#1e88e5'])
      expect(await errorsOf({ portal_background_color: good })).toEqual({});
    for (const bad of ['abc', '#abcd', '#ggg', '#aabbccdd', 'red']) {
      expect(await errorsOf({ portal_background_color: bad })).toEqual({
        portal_background_color: 'Must be a valid hex color',
      });
    }
  });

  it('validates the merged record the server holds (numbers and nulls)', async () => {
    const record = { ...makeSite(), tenant_min_vlan_id: 300, tenant_max_vlan_id: 200 };
    expect(await errorsOf(record)).toEqual({ tenant_min_vlan_id: 'Min VLAN ID must be less than Max VLAN ID' });
    expect(await errorsOf(makeSite())).toEqual({});
  });
});

describe('toSitePayload', () => {
  it('trims text, turns blanks into null and parses numbers', () => {
    const payload = toSitePayload({
      ...emptySiteValues,
      name: ' HQ ',
      netmask: '24',
      prefix: '10.0.0.0',
      gps_latitude: '1.23456789',
      unifi_id: ' 7 ',
    });
    expect(payload).toMatchObject({
      name: 'HQ',
      netmask: 24,
      prefix: '10.0.0.0',
      gps_latitude: 1.234568,
      unifi_id: 7,
      description: null,
      portal_dns: null,
      tenant_max_vlan_id: null,
    });
  });

  it('leaves an unchanged logo out, removes a cleared one and sends a new file', () => {
    const site = makeSite({ portal_logo: '/api/media/logo.png' });
    expect(toSitePayload(siteToFormValues(site))).not.toHaveProperty('portal_logo');
    expect(toSitePayload({ ...siteToFormValues(site), portal_logo: null }).portal_logo).toBeNull();
    const file = new File(['png'], 'logo.png', { type: 'image/png' });
    expect(toSitePayload({ ...siteToFormValues(site), portal_logo: file }).portal_logo).toBe(file);
  });

  it('round-trips a saved site through the form values', () => {
    const site = makeSite();
    expect(siteToFormValues(site)).toMatchObject({
      name: site.name,
      netmask: '16',
      gps_latitude: '52.370216',
      description: '',
    });
    expect(toSitePayload(siteToFormValues(site))).toMatchObject({
      netmask: 16,
      gps_latitude: 52.370216,
      description: null,
    });
  });
});
