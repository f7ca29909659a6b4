import type { EntityType } from '../../../rules/entityTypes';
import { paths } from '../paths';

/*
 * The browser's one table of entity facts, keyed by the shared list of entity types
 * (rules/entityTypes.ts). Each map is a Record over the types (or a named subset), so a type added
 * there makes tsc point here, and every table that used to be kept by hand reads from these.
 */

/** Cached data that is no entity's own: the signed-in user, counts, per-owner lists, a router's config. */
export const VIEW_TAGS = [
  'Me',
  'Timezone',
  'Search',
  'SiteStats',
  'CustomerStats',
  'TenantOccupancy',
  'MikrotikConfig',
  'MikrotikPlan',
  'MikrotikApply',
  'Alert',
  'MaintenanceWindow',
  // The signed-in user's notification settings and their deliveries (issue 36).
  'NotificationSettings',
  'NotificationDelivery',
  // A site's move-ins and move-outs (upcoming-changes page, dashboard card): rooms, periods, tenants,
  // networks and applies change them.
  'SiteMoves',
  // A list's saved views (issue 37), the user's own and the ones colleagues share.
  'SavedView',
] as const;

export interface EntityFacts<Tag extends string = string> {
  /** the entity in a heading or at a sentence's start: 'Wireless network' ("Wireless network not found") */
  label: string;
  /** in texts: "Search wireless networks", "No wireless networks found"; also a list's key and export file name */
  plural: string;
  /** in the middle of a sentence, when not the label with a small first letter */
  noun?: string;
  /** the API collection; items are `${api}${id}/` */
  api: string;
  /** the RTK Query tag of its rows */
  tag: Tag;
  /** what else shows its data, so that its writes (ours or, live, another user's) make that stale too */
  alsoStale: readonly Tag[];
}

const FACTS = {
  customer: { label: 'Customer', plural: 'customers', api: '/crm/customers/', tag: 'Customer', alsoStale: [] },
  user: { label: 'User', plural: 'users', api: '/crm/users/', tag: 'User', alsoStale: [] },
  site: { label: 'Site', plural: 'sites', api: '/crm/sites/', tag: 'Site', alsoStale: ['SiteStats', 'CustomerStats'] },
  address: {
    label: 'Address',
    plural: 'addresses',
    api: '/crm/addresses/',
    tag: 'Address',
    alsoStale: ['SiteStats', 'CustomerStats'],
  },
  // Room rows show their floor's name.
  floor: {
    label: 'Floor',
    plural: 'floors',
    api: '/crm/floors/',
    tag: 'Floor',
    alsoStale: ['Room', 'SiteStats', 'CustomerStats'],
  },
  room: {
    label: 'Room',
    plural: 'rooms',
    api: '/crm/rooms/',
    tag: 'Room',
    alsoStale: ['SiteStats', 'CustomerStats', 'SiteMoves'],
  },
  // A period shows on both sides (rooms' current tenant, tenants' rooms); a change event names the period,
  // not its room or tenant, so every list of periods goes stale.
  room_occupancy: {
    label: 'Occupancy',
    plural: 'occupancy periods',
    noun: 'occupancy period',
    api: '/crm/rooms/occupancy/',
    tag: 'RoomOccupancy',
    alsoStale: ['RoomOccupancy', 'TenantOccupancy', 'Room', 'Tenant', 'SiteMoves'],
  },
  tenant: {
    label: 'Tenant',
    plural: 'tenants',
    api: '/crm/tenants/',
    tag: 'Tenant',
    alsoStale: ['SiteStats', 'CustomerStats', 'Room', 'TenantOccupancy', 'RoomOccupancy', 'SiteMoves'],
  },
  // Networks show their speed limit's name, external IPs their network's.
  network: {
    label: 'Network',
    plural: 'networks',
    api: '/crm/networks/',
    tag: 'Network',
    alsoStale: ['ExternalIp', 'SiteMoves'],
  },
  speed_limit: {
    label: 'Speed limit',
    plural: 'speed limits',
    api: '/crm/networks/speedlimits/',
    tag: 'SpeedLimit',
    alsoStale: ['Network'],
  },
  external_ip: {
    label: 'External IP',
    plural: 'external IPs',
    api: '/crm/external-ips/',
    tag: 'ExternalIp',
    alsoStale: ['Network'],
  },
  wireless: {
    label: 'Wireless network',
    plural: 'wireless networks',
    api: '/crm/wireless/',
    tag: 'Wireless',
    alsoStale: [],
  },
  outlet: { label: 'Outlet', plural: 'outlets', api: '/crm/outlets/', tag: 'Outlet', alsoStale: [] },
  doorbell: { label: 'Doorbell', plural: 'doorbells', api: '/crm/doorbells/', tag: 'Doorbell', alsoStale: [] },
  doorbell_preset_message: {
    label: 'Preset message',
    plural: 'preset messages',
    api: '/crm/doorbells/preset-messages/',
    tag: 'PresetMessage',
    alsoStale: [],
  },
  device: {
    label: 'Device',
    plural: 'devices',
    api: '/mikrotik/devices/',
    tag: 'MikrotikDevice',
    alsoStale: [],
  },
} as const satisfies Record<EntityType, EntityFacts>;

/** Every tag of the API cache: each entity's own, and the views. */
export type TagType = (typeof FACTS)[EntityType]['tag'] | (typeof VIEW_TAGS)[number];

/**
 * Each entity type's facts, its stale tags checked against the tags there are.
 * @example ENTITIES.floor.api // '/crm/floors/'
 */
export const ENTITIES: Readonly<Record<EntityType, EntityFacts<TagType>>> = FACTS;

/** Where a reference's rows come from: an entity's collection path and its tag. */
export const sourceOf = (entity: EntityType) => ({ path: ENTITIES[entity].api, tag: ENTITIES[entity].tag });

/** 'External IP' → 'external IP': the entity in the middle of a sentence. */
export const nounOf = (entity: EntityType): string => {
  const { label, noun } = ENTITIES[entity];
  return noun ?? label.charAt(0).toLowerCase() + label.slice(1);
};

type Id = number | string;

/** An entity's list screen: its path and title ("Back to <title>" leads there). */
export interface EntityList {
  path: string;
  title: string;
  /** its create page, when users create them here ("Create floor" on the list leads there) */
  create?: string;
  /** what its "Import" (CSV, beside Create) imports, the first chosen at the start */
  imports?: readonly ImportName[];
  /** its bulk edit and delete (/crm/bulk/<name>/): rows are selectable, then edited or deleted together */
  bulk?: BulkName;
}

/** The CSV imports of the server (/crm/imports/<name>/). */
export type ImportName = 'addresses' | 'floors' | 'rooms' | 'tenants' | 'occupancy' | 'outlets' | 'networks';

/** The lists the server edits and deletes in bulk (/crm/bulk/<name>/). */
export type BulkName = 'networks' | 'tenants' | 'rooms' | 'outlets';

/** Entities without a list screen of their own: an occupancy period shows on its room's and tenant's pages. */
type Unlisted = 'room_occupancy';
export type ListedEntityType = Exclude<EntityType, Unlisted>;

export const ENTITY_LISTS: Readonly<Record<ListedEntityType, EntityList>> = {
  customer: { path: paths.customers, title: 'Customers' },
  user: { path: paths.users, title: 'Users' },
  site: { path: paths.sites, title: 'Sites', create: paths.siteCreate },
  address: { path: paths.addresses, title: 'Addresses', create: paths.addressCreate, imports: ['addresses'] },
  floor: { path: paths.floors, title: 'Floors', create: paths.floorCreate, imports: ['floors'] },
  room: { path: paths.rooms, title: 'Rooms', create: paths.roomCreate, imports: ['rooms'], bulk: 'rooms' },
  tenant: {
    path: paths.tenants,
    title: 'Tenants',
    create: paths.tenantCreate,
    imports: ['tenants', 'occupancy'],
    bulk: 'tenants',
  },
  network: {
    path: paths.networks,
    title: 'Networks',
    create: paths.networkCreate,
    imports: ['networks'],
    bulk: 'networks',
  },
  speed_limit: { path: paths.speedLimits, title: 'Speed limits', create: paths.speedLimitCreate },
  external_ip: { path: paths.externalIps, title: 'External IPs', create: paths.externalIpCreate },
  wireless: { path: paths.wireless, title: 'Wireless', create: paths.wirelessCreate },
  outlet: { path: paths.outlets, title: 'Outlets', create: paths.outletCreate, imports: ['outlets'], bulk: 'outlets' },
  doorbell: { path: paths.doorbells, title: 'Doorbells', create: paths.doorbellCreate },
  doorbell_preset_message: { path: paths.presetMessages, title: 'Preset messages' },
  device: { path: paths.mikrotikDevices, title: 'Mikrotik devices', create: paths.deviceCreate },
};

/** Entities without a page of their own; a preset message is edited in its list. */
type Pageless = Unlisted | 'doorbell_preset_message';
export type PagedEntityType = Exclude<EntityType, Pageless>;

/** Each entity's page of one item. @example ENTITY_PAGES.floor(4) // '/floor/4' */
export const ENTITY_PAGES: Readonly<Record<PagedEntityType, (id: Id) => string>> = {
  customer: paths.customer,
  user: paths.user,
  site: paths.siteDetail,
  address: paths.address,
  floor: paths.floor,
  room: paths.room,
  tenant: paths.tenant,
  network: paths.network,
  speed_limit: paths.speedLimit,
  external_ip: paths.externalIp,
  wireless: paths.wirelessDetail,
  outlet: paths.outlet,
  doorbell: paths.doorbell,
  device: paths.device,
};

/** "Back to wireless": the way from an item's page (or its "not found") to its list. */
export function backLabelOf(entity: ListedEntityType): string {
  const { title } = ENTITY_LISTS[entity];
  return `Back to ${title.charAt(0).toLowerCase()}${title.slice(1)}`;
}
