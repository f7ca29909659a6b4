import { errorResponses, idParams } from '../../http/schemas';

const text = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;
const integer = { type: ['integer', 'null'], minimum: -2147483648, maximum: 2147483647 } as const;
const coordinate = { type: ['number', 'null'] } as const;

/** Types only; the requirements §5 rules (ranges, formats, pairs) come from the shared yup schema with its messages. */
const writableProperties = {
  name: { type: ['string', 'null'], maxLength: 1000 },
  description: text(10000),
  time_zone: { ...text(64), description: 'IANA time zone, e.g. Europe/Oslo (see /api/core/timezones/)' },
  physical_address: text(2000),
  shipping_address: text(2000),
  gps_latitude: coordinate,
  gps_longitude: coordinate,
  prefix: { ...text(64), description: 'Network address of the tenant range; last octet 0, e.g. 10.20.0.0' },
  netmask: integer,
  unifi_id: integer,
  oepl_ap_id: integer,
  tenant_wifi_ssid: text(1000),
  guest_wifi_id: integer,
  tenant_min_vlan_id: integer,
  tenant_max_vlan_id: integer,
  tenant_dhcp_dns: text(1000),
  portal_dns: text(1000),
  portal_secret: text(1000),
  portal_proxy_ip: text(64),
  portal_background_color: text(64),
} as const;

export const site = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    customer_id: { type: 'integer' },
    ...writableProperties,
    name: { type: 'string' },
    portal_logo: { type: ['string', 'null'], description: 'URL of the portal logo image' },
    can_delete: {
      type: 'boolean',
      description: 'False while the site still has addresses, tenants, networks, external IPs or wireless networks',
    },
    created_at: { type: 'string', format: 'date-time' },
    modified_at: { type: 'string', format: 'date-time' },
  },
  required: [
    'id',
    'customer_id',
    ...Object.keys(writableProperties),
    'portal_logo',
    'can_delete',
    'created_at',
    'modified_at',
  ],
} as const;

/** The properties of a write body: every writable field, and the portal logo in either encoding. */
export const siteWriteProperties = {
  ...writableProperties,
  portal_logo: {
    type: ['string', 'null'],
    description:
      'JSON: a data:image/…;base64, URL, null to remove, or omitted to keep. Multipart: a file part (PNG, JPEG, GIF, WebP or SVG, at most 1 MiB); an empty part removes it.',
  },
} as const;

const tags = ['sites'];

const count = { type: 'integer', minimum: 0 } as const;

export const siteStatsSchema = {
  tags,
  summary: 'Counts for the site dashboard',
  description:
    'Counts of what lives in the site. user_count: the users working in this site — active accounts whose last ' +
    'active site (the one they chose last, PUT /sites/active/{id}/) is this site and who may still work in its ' +
    "customer; a new site counts 0 until someone switches to it. The customer's members are counted by " +
    'GET /customers/{id}/stats/.',
  params: idParams,
  response: {
    200: {
      type: 'object',
      properties: {
        address_count: count,
        floor_count: count,
        room_count: count,
        tenant_count: count,
        user_count: count,
      },
      required: ['address_count', 'floor_count', 'room_count', 'tenant_count', 'user_count'],
    },
    ...errorResponses(401, 403, 404),
  },
} as const;

export const activateSiteSchema = {
  tags,
  summary: "Make a site of the active customer the user's active site",
  params: idParams,
  response: {
    200: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        name: { type: 'string' },
        description: { type: ['string', 'null'] },
        customer_id: { type: 'integer' },
      },
      required: ['id', 'name', 'description', 'customer_id'],
    },
    ...errorResponses(401, 403, 404),
  },
} as const;
