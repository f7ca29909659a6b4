import { and, eq, ne, sql } from 'drizzle-orm';
import { WIRELESS_BANDS, WIRELESS_SECURITY, wirelessNetworks } from '../../db/schema/wireless';
import { networks } from '../../db/schema/networks';
import { fieldError } from '../../http/httpErrors';
import { credentialRoutes } from './wirelessCredentials';
import { PERSONAL_SECURITY } from './wirelessRepository';
import type { EntityDef, FieldError } from '../kit/entityDef';
import {
  choice,
  flag,
  idField,
  optionalInteger,
  optionalRef,
  optionalText,
  readOnlyName,
  ref,
  text,
  timestamps,
} from '../../http/schemas';
import { requiredText, textOrNull, idOrNull } from '../kit/values';
import { checkNetworkInSite, resolveSite } from '../kit/refs';
import { customerPart } from '../kit/rowScope';
import { networkPlaceFilters } from '../kit/placeFilters';

const body = {
  site_id: ref('Site broadcasting the SSID; defaults to the X-Site-ID header.'),
  ssid: text(32, 'Network name (SSID), 1–32 characters, unique in the site.'),
  security: choice(
    WIRELESS_SECURITY,
    'Authentication: open, WPA2/WPA3 personal (passphrase) or WPA2 enterprise (RADIUS).',
  ),
  passphrase: {
    ...optionalText(
      63,
      'Pre-shared key, 8–63 characters, for the personal modes. Write only: read it through the credentials reveal call.',
    ),
    writeOnly: true,
  },
  band: choice(WIRELESS_BANDS, 'Radio band; dual = 2.4 and 5 GHz.'),
  network_id: optionalRef('Network of the same site the clients join; its VLAN is used.'),
  vlan_id: optionalInteger('VLAN id when no network is linked (1–4094); ignored when network_id is set.', 1, 4094),
  hidden: flag('Do not broadcast the SSID.'),
  enabled: flag('Broadcast at all.'),
  description: optionalText(1000, 'Free text.'),
};
const { passphrase: _secret, ...visible } = body;

export const wirelessEntity: EntityDef = {
  type: 'wireless',
  label: 'Wireless network',
  path: '/wireless/',
  routes: () => credentialRoutes,
  description:
    'A wireless network (SSID) of a site. The passphrase is never part of list or detail responses; POST /api/crm/wireless/{id}/credentials/reveal/ returns it (recorded in the history).',
  table: wirelessNetworks,
  idColumn: wirelessNetworks.id,
  scope: { customer: wirelessNetworks.customerId, site: wirelessNetworks.siteId },
  fields: {
    id: wirelessNetworks.id,
    site_id: wirelessNetworks.siteId,
    ssid: wirelessNetworks.ssid,
    security: wirelessNetworks.security,
    has_passphrase: sql<boolean>`${wirelessNetworks.passphrase} is not null`,
    band: wirelessNetworks.band,
    network_id: wirelessNetworks.networkId,
    network_name: networks.name,
    vlan_id: sql<number | null>`coalesce(${networks.vlanId}, ${wirelessNetworks.vlanId})`,
    hidden: wirelessNetworks.hidden,
    enabled: wirelessNetworks.enabled,
    description: wirelessNetworks.description,
    created_at: wirelessNetworks.createdAt,
    modified_at: wirelessNetworks.modifiedAt,
  },
  joins: (query) => query.leftJoin(networks, eq(networks.id, wirelessNetworks.networkId)),
  orderable: {
    id: wirelessNetworks.id,
    ssid: wirelessNetworks.ssid,
    security: wirelessNetworks.security,
    band: wirelessNetworks.band,
    enabled: wirelessNetworks.enabled,
    network_name: networks.name,
    vlan_id: sql`coalesce(${networks.vlanId}, ${wirelessNetworks.vlanId})`,
  },
  defaultOrdering: 'ssid',
  searchColumns: [wirelessNetworks.ssid, wirelessNetworks.description],
  filters: {
    network_id: { type: 'integer', column: wirelessNetworks.networkId, description: 'Only SSIDs of this network.' },
    enabled: {
      type: 'boolean',
      column: wirelessNetworks.enabled,
      description: 'Only enabled (true) or disabled (false) SSIDs.',
    },
    ...networkPlaceFilters('SSIDs whose network is', wirelessNetworks.networkId),
  },
  dependents: [],
  writable: {
    site_id: 'siteId',
    ssid: 'ssid',
    security: 'security',
    passphrase: 'passphrase',
    band: 'band',
    network_id: 'networkId',
    vlan_id: 'vlanId',
    hidden: 'hidden',
    enabled: 'enabled',
    description: 'description',
  },
  secrets: ['passphrase'],
  itemProperties: {
    id: idField,
    ...visible,
    vlan_id: optionalInteger('VLAN of the linked network, else the own vlan_id.'),
    has_passphrase: flag('A passphrase is stored (read it through the credentials call).'),
    network_name: readOnlyName('Network name'),
    ...timestamps,
  },
  bodyProperties: body,
  requiredOnCreate: ['ssid', 'security'],
  uniqueErrors: { wireless_site_ssid_key: fieldError('ssid', 'This SSID is already used in this site') },
  async prepare(tx, requestScope, c, existing) {
    const scope = customerPart(requestScope);
    const errors: FieldError[] = [];
    if (existing && c.site_id !== existing.siteId)
      return [fieldError('site_id', 'A wireless network cannot move to another site')];
    const site = await resolveSite(tx, scope, idOrNull(c.site_id), errors);
    const ssid = requiredText(c.ssid, 'ssid', 'SSID', errors);
    const security = String(c.security);
    let passphrase = typeof c.passphrase === 'string' && c.passphrase !== '' ? c.passphrase : null;
    if (PERSONAL_SECURITY.has(security)) {
      if (!passphrase || passphrase.length < 8)
        errors.push(fieldError('passphrase', 'Passphrase must be 8 to 63 characters for this security mode'));
    } else {
      passphrase = null; // open and enterprise networks have no pre-shared key
    }
    if (site && ssid) {
      const [clash] = await tx
        .select({ id: wirelessNetworks.id })
        .from(wirelessNetworks)
        .where(
          and(
            eq(wirelessNetworks.siteId, site.id),
            sql`lower(${wirelessNetworks.ssid}) = ${ssid.toLowerCase()}`,
            existing ? ne(wirelessNetworks.id, existing.id as number) : undefined,
          ),
        );
      if (clash) errors.push(fieldError('ssid', 'This SSID is already used in this site'));
    }
    const networkId = idOrNull(c.network_id);
    await checkNetworkInSite(tx, scope.customerId, networkId, site?.id, errors);
    if (errors.length > 0 || !site) return errors;
    return {
      siteId: site.id,
      ssid,
      security,
      passphrase,
      band: c.band ?? 'dual',
      networkId,
      vlanId: networkId ? null : (c.vlan_id ?? null),
      hidden: c.hidden ?? false,
      enabled: c.enabled ?? true,
      description: textOrNull(c.description),
    };
  },
};
