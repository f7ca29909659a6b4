/**
 * Typed route map: the one place that spells the console's URLs (spec §2.1–2.2).
 * Static routes are strings; routes with an id are functions, with their router pattern beside them.
 *
 * @example navigate(paths.siteDetail(12)) // '/site/12'
 */
type Id = number | string;

export const paths = {
  root: '/',
  login: '/login',
  noAccess: '/no-access',
  selectCustomer: '/select-customer',
  dashboard: '/dashboard',
  sites: '/sites',
  site: '/site',
  siteCreate: '/site/create',
  siteEdit: '/site/edit',
  siteDetail: (id: Id) => `/site/${id}`,
  addresses: '/addresses',
  address: (id: Id) => `/address/${id}`,
  floors: '/floors',
  floor: (id: Id) => `/floor/${id}`,
  rooms: '/rooms',
  room: (id: Id) => `/room/${id}`,
  tenants: '/tenants',
  tenant: (id: Id) => `/tenant/${id}`,
  users: '/users',
  user: (id: Id) => `/users/${id}`,
  customers: '/customers',
  customer: (id: Id) => `/customers/${id}`,
  networks: '/networks',
  network: (id: Id) => `/network/${id}`,
  outlets: '/outlets',
  outlet: (id: Id) => `/outlet/${id}`,
  wireless: '/wireless',
  wirelessDetail: (id: Id) => `/wireless/${id}`,
  doorbells: '/doorbells',
  mikrotikDevices: '/mikrotik/devices',
} as const;

/** Router patterns for the routes with parameters (react-router syntax). */
export const routePatterns = {
  siteDetail: '/site/:id',
} as const;

/** Where a user lands after login or customer selection when no origin was remembered (spec §9). */
export const defaultPostSelectionPath = paths.dashboard;
