/**
 * The console's one URL map (requirements §2.1–2.2, §2.6): every route path, typed. Static routes are
 * strings; routes with an id are functions, and `routePatterns` holds their router patterns.
 *
 * @example navigate(paths.siteDetail(12)) // '/site/12'
 */
type Id = number | string;

const devices = '/mikrotik/devices';

export const paths = {
  root: '/',
  login: '/login',
  noAccess: '/no-access',
  selectCustomer: '/select-customer',
  dashboard: '/dashboard',
  alerts: '/alerts',
  /** The signed-in user's alert notifications in the active customer (e-mail, webhook, deliveries). */
  notificationSettings: '/alerts/notifications',
  /** Support staff open a customer's session recording here (replay mode: storage and network off). */
  supportRecording: '/support/recording',
  sites: '/sites',
  site: '/site',
  siteCreate: '/site/create',
  siteEdit: '/site/edit',
  siteDetail: (id: Id) => `/site/${id}`,
  siteMoves: (id: Id) => `/site/${id}/moves`,
  addresses: '/addresses',
  address: (id: Id) => `/address/${id}`,
  addressCreate: '/address/create',
  addressEdit: (id: Id) => `/address/${id}/edit`,
  floors: '/floors',
  floor: (id: Id) => `/floor/${id}`,
  floorCreate: '/floor/create',
  floorEdit: (id: Id) => `/floor/${id}/edit`,
  rooms: '/rooms',
  room: (id: Id) => `/room/${id}`,
  roomCreate: '/room/create',
  roomEdit: (id: Id) => `/room/${id}/edit`,
  tenants: '/tenants',
  tenant: (id: Id) => `/tenant/${id}`,
  tenantCreate: '/tenants/create',
  tenantEdit: (id: Id) => `/tenant/${id}/edit`,
  users: '/users',
  user: (id: Id) => `/users/${id}`,
  /** requirements §2.2 lists /user/{id} beside /users/{id}: the same page */
  userAlias: (id: Id) => `/user/${id}`,
  customers: '/customers',
  customer: (id: Id) => `/customers/${id}`,
  networks: '/networks',
  network: (id: Id) => `/network/${id}`,
  networkCreate: '/networks/create',
  networkEdit: (id: Id) => `/network/${id}/edit`,
  speedLimits: '/networks/speed-limits',
  speedLimit: (id: Id) => `/networks/speed-limit/${id}`,
  speedLimitCreate: '/networks/speed-limits/create',
  speedLimitEdit: (id: Id) => `/networks/speed-limit/${id}/edit`,
  externalIps: '/external-ips',
  /** requirements §2.2: the same list as /external-ips */
  externalIpsAlias: '/networks/external-ips',
  externalIp: (id: Id) => `/external-ip/${id}`,
  externalIpCreate: '/external-ips/create',
  externalIpEdit: (id: Id) => `/external-ip/${id}/edit`,
  outlets: '/outlets',
  outletCreate: '/outlet/create',
  outlet: (id: Id) => `/outlet/${id}`,
  outletEdit: (id: Id) => `/outlet/${id}/edit`,
  wireless: '/wireless',
  wirelessDetail: (id: Id) => `/wireless/${id}`,
  wirelessCreate: '/wireless/create',
  wirelessEdit: (id: Id) => `/wireless/${id}/edit`,
  wirelessCredentials: (id: Id) => `/wireless/${id}/credentials`,
  doorbells: '/doorbells',
  doorbell: (id: Id) => `/doorbell/${id}`,
  doorbellCreate: '/doorbell/create',
  doorbellEdit: (id: Id) => `/doorbell/${id}/edit`,
  presetMessages: '/doorbell/preset-messages',
  mikrotikDevices: devices,
  deviceCreate: `${devices}/create`,
  device: (id: Id) => `${devices}/${id}`,
  deviceEdit: (id: Id) => `${devices}/${id}/edit`,
  deviceConfig: (id: Id) => `${devices}/${id}/config`,
} as const;

/** Router patterns (react-router syntax) of the routes with an id. */
export const routePatterns = {
  siteDetail: paths.siteDetail(':id'),
  siteMoves: paths.siteMoves(':id'),
  address: paths.address(':id'),
  addressEdit: paths.addressEdit(':id'),
  floor: paths.floor(':id'),
  floorEdit: paths.floorEdit(':id'),
  room: paths.room(':id'),
  roomEdit: paths.roomEdit(':id'),
  tenant: paths.tenant(':id'),
  tenantEdit: paths.tenantEdit(':id'),
  user: paths.user(':id'),
  userAlias: paths.userAlias(':id'),
  customer: paths.customer(':id'),
  network: paths.network(':id'),
  networkEdit: paths.networkEdit(':id'),
  speedLimit: paths.speedLimit(':id'),
  speedLimitEdit: paths.speedLimitEdit(':id'),
  externalIp: paths.externalIp(':id'),
  externalIpEdit: paths.externalIpEdit(':id'),
  outlet: paths.outlet(':id'),
  outletEdit: paths.outletEdit(':id'),
  wirelessDetail: paths.wirelessDetail(':id'),
  wirelessEdit: paths.wirelessEdit(':id'),
  wirelessCredentials: paths.wirelessCredentials(':id'),
  doorbell: paths.doorbell(':id'),
  doorbellEdit: paths.doorbellEdit(':id'),
  device: paths.device(':id'),
  deviceEdit: paths.deviceEdit(':id'),
  deviceConfig: paths.deviceConfig(':id'),
} as const;

/** Gate screens: never remembered as the page to return to after signing in. */
export const publicPaths: readonly string[] = [paths.root, paths.login, paths.selectCustomer, paths.noAccess];

/** Where a user lands after login or customer selection when no origin was remembered (requirements §9). */
export const defaultPostSelectionPath = paths.dashboard;

/**
 * /site/edit edits the active site (requirements §2.2); any other site is edited there too, named by
 * `?id=` (there is no /site/{id}/edit route).
 * @example siteEditPath(7) // '/site/edit?id=7'
 */
export function siteEditPath(id?: number): string {
  return id === undefined ? paths.siteEdit : `${paths.siteEdit}?id=${id}`;
}

/** An id from the URL (a site's, a room's…): a positive integer, else null. */
export function parseId(raw: string | null | undefined): number | null {
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 ? id : null;
}
