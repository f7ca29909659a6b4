/**
 * The site rules of requirements §5, in ONE place: the browser form validates its text values with this
 * schema and the API server validates the merged record (numbers and nulls) with the same schema.
 * Node-safe on purpose: no DOM, no React. Example:
 *   await siteSchema.validate({ ...emptySiteValues, name: 'HQ' }, { abortEarly: false });
 */
import { mixed, number, object, string } from 'yup';
import type { TestContext } from 'yup';

/** True for undefined, null and whitespace-only strings. */
export function isBlank(value: unknown): value is null | undefined | '' {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Coordinates are kept to 6 decimals (requirements §9). */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

export const SITE_MESSAGES = {
  nameRequired: 'Site name is required',
  prefixAndNetmask: 'Both prefix and netmask must be provided together',
  vlanOrder: 'Min VLAN ID must be less than Max VLAN ID',
  dnsName: 'Must be a valid DNS name',
  hexColor: 'Must be a valid hex color',
} as const;

/** "Must be a valid network prefix (e.g. 192.168.1.0)" — the example is the entered address with its last octet zeroed when it has four octets. */
export function prefixMessage(entered: unknown): string {
  const octets = typeof entered === 'string' ? entered.trim().split('.') : [];
  const example =
    octets.length === 4 && octets.slice(0, 3).every(isOctet) ? `${octets.slice(0, 3).join('.')}.0` : '10.0.0.0';
  return `Must be a valid network prefix (e.g. ${example})`;
}

const OCTET = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const isOctet = (part: string) => OCTET.test(part);
const isIpv4 = (value: string) => value.split('.').length === 4 && value.split('.').every(isOctet);
const DNS_LABEL = /^(?!-)[A-Za-z0-9-]{1,63}(?<!-)$/;
const NETMASK_MESSAGE = 'Netmask must be a whole number from 8 to 30';
const HEX_COLOR = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

export function isNetworkPrefix(value: string): boolean {
  return isIpv4(value) && value.split('.')[3] === '0';
}

export function isHexColor(value: string): boolean {
  return HEX_COLOR.test(value);
}

export function isDnsName(value: string): boolean {
  const name = value.endsWith('.') ? value.slice(0, -1) : value;
  return name.length > 0 && name.length <= 253 && name.split('.').every((label) => DNS_LABEL.test(label));
}

/** Optional text: blank becomes null so the server stores null, not ''. */
const optionalText = () =>
  string()
    .transform((value: string | null) => (isBlank(value) ? null : value.trim()))
    .nullable();

const boundedText = (max: number, label: string) =>
  optionalText().max(max, `${label} must be at most ${max} characters`);

/** Optional number typed as text in the form: blank becomes null, anything unparseable fails with `typeMessage`. */
const optionalNumber = (typeMessage: string) =>
  number()
    .transform((value: number, original: unknown) => (isBlank(original) ? null : value))
    .nullable()
    .typeError(typeMessage);

const positiveInteger = (label: string) => {
  const message = `${label} must be a positive integer`;
  return optionalNumber(message).integer(message).positive(message);
};

const vlanId = (label: string) => {
  const message = `${label} must be a whole number from 1 to 4000`;
  return optionalNumber(message).integer(message).min(1, message).max(4000, message);
};

const coordinate = (label: string, limit: number) => {
  const message = `${label} must be between -${limit} and ${limit}`;
  return optionalNumber(message)
    .transform((value: number | null) => (value === null ? null : roundCoordinate(value)))
    .min(-limit, message)
    .max(limit, message);
};

const dnsName = () =>
  optionalText().test('dns-name', SITE_MESSAGES.dnsName, (value) => value == null || isDnsName(value));

function prefixNeedsNetmask(this: TestContext, value: string | null | undefined) {
  const netmask = (this.parent as Record<string, unknown>).netmask;
  return !(isBlank(value) && !isBlank(netmask));
}

function netmaskNeedsPrefix(this: TestContext, value: number | null | undefined) {
  const prefix = (this.parent as Record<string, unknown>).prefix;
  return !(isBlank(value) && !isBlank(prefix));
}

function minBelowMax(this: TestContext, min: number | null | undefined) {
  const max = (this.parent as Record<string, unknown>).tenant_max_vlan_id;
  return typeof min !== 'number' || typeof max !== 'number' || min < max;
}

export const siteSchema = object({
  name: string()
    .transform((value: string | null) => (typeof value === 'string' ? value.trim() : value))
    .required(SITE_MESSAGES.nameRequired)
    .max(255, 'Site name must be at most 255 characters'),
  description: boundedText(2000, 'Description'),
  time_zone: boundedText(64, 'Time zone'),
  physical_address: boundedText(500, 'Physical address'),
  shipping_address: boundedText(500, 'Shipping address'),
  gps_latitude: coordinate('Latitude', 90),
  gps_longitude: coordinate('Longitude', 180),
  prefix: optionalText()
    .test(
      'network-prefix',
      ({ value }) => prefixMessage(value),
      (value) => value == null || isNetworkPrefix(value),
    )
    .test('prefix-with-netmask', SITE_MESSAGES.prefixAndNetmask, prefixNeedsNetmask),
  netmask: optionalNumber(NETMASK_MESSAGE)
    .integer(NETMASK_MESSAGE)
    .min(8, NETMASK_MESSAGE)
    .max(30, NETMASK_MESSAGE)
    .test('netmask-with-prefix', SITE_MESSAGES.prefixAndNetmask, netmaskNeedsPrefix),
  unifi_id: positiveInteger('UniFi ID'),
  oepl_ap_id: positiveInteger('OEPL AP ID'),
  tenant_wifi_ssid: boundedText(32, 'Tenant Wi-Fi SSID'),
  guest_wifi_id: positiveInteger('Guest Wi-Fi ID'),
  tenant_min_vlan_id: vlanId('Min VLAN ID').test('vlan-order', SITE_MESSAGES.vlanOrder, minBelowMax),
  tenant_max_vlan_id: vlanId('Max VLAN ID'),
  tenant_dhcp_dns: dnsName(),
  portal_dns: dnsName(),
  portal_secret: boundedText(255, 'Portal secret'),
  portal_proxy_ip: optionalText().test(
    'ipv4',
    'Must be a valid IPv4 address (e.g. 10.0.0.1)',
    (value) => value == null || isIpv4(value),
  ),
  portal_background_color: optionalText().test(
    'hex-color',
    SITE_MESSAGES.hexColor,
    (value) => value == null || isHexColor(value),
  ),
  // File (browser upload), URL or data URL string (server), or null to remove; the server checks type and size.
  portal_logo: mixed().nullable(),
});
