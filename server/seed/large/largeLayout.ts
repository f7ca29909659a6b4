/**
 * The shape of the large data set and the ids every row gets. Ids are assigned up front (each
 * table continues after its current max id), so rows can point at each other without reading
 * anything back: room r of address a is `rooms + a * ROOMS_PER_ADDRESS + r`.
 */
export const CUSTOMERS = 20;
export const SITES_PER_CUSTOMER = 20;
export const ADDRESSES_PER_SITE = 50;
export const FLOORS_PER_ADDRESS = 2;
/** rooms on the ground floor, then on the first floor */
export const ROOMS_ON_FLOOR = [2, 3] as const;
export const ROOMS_PER_ADDRESS = ROOMS_ON_FLOOR[0] + ROOMS_ON_FLOOR[1];
export const OUTLETS_PER_ROOM = 3;
export const TENANTS_PER_SITE = 150;
export const STAFF_PER_CUSTOMER = 3;
export const WIRELESS_PER_SITE = 3;
export const EXTERNAL_IPS_PER_SITE = 8;
export const SPEED_LIMITS_PER_CUSTOMER = 5;
export const PRESETS_PER_CUSTOMER = 5;

export const SITES = CUSTOMERS * SITES_PER_CUSTOMER;
export const ROOMS_PER_SITE = ADDRESSES_PER_SITE * ROOMS_PER_ADDRESS;
export const TOTAL = {
  addresses: SITES * ADDRESSES_PER_SITE,
  floors: SITES * ADDRESSES_PER_SITE * FLOORS_PER_ADDRESS,
  rooms: SITES * ROOMS_PER_SITE,
  outlets: SITES * ROOMS_PER_SITE * OUTLETS_PER_ROOM,
  tenants: SITES * TENANTS_PER_SITE,
  networks: SITES * TENANTS_PER_SITE,
};

export interface Bases {
  users: number;
  customers: number;
  sites: number;
  addresses: number;
  floors: number;
  rooms: number;
  tenants: number;
  speedLimits: number;
  networks: number;
  doorbells: number;
}

/** The room (index inside its site) tenant t lives in today: a permutation, 7 being coprime to 250. */
export const currentRoomOf = (tenant: number) => (tenant * 7) % ROOMS_PER_SITE;
/** Every fifth tenant moved within the site: its earlier room, a different one for each mover. */
export const earlierRoomOf = (tenant: number) => (tenant * 7 + 3) % ROOMS_PER_SITE;

/** For each room of a site, the tenant living there today (or -1). */
export function occupantsOfSite(): Int32Array {
  const occupants = new Int32Array(ROOMS_PER_SITE).fill(-1);
  for (let tenant = 0; tenant < TENANTS_PER_SITE; tenant += 1) occupants[currentRoomOf(tenant)] = tenant;
  return occupants;
}

/** Room name as on the door: H + floor (01 = ground) + number, e.g. "H0203". */
export function roomName(roomInAddress: number): { level: number; name: string } {
  const level = roomInAddress < ROOMS_ON_FLOOR[0] ? 0 : 1;
  const number = level === 0 ? roomInAddress + 1 : roomInAddress - ROOMS_ON_FLOOR[0] + 1;
  return { level, name: `H${String(level + 1).padStart(2, '0')}${String(number).padStart(2, '0')}` };
}

export const dayString = (base: string, days: number) =>
  new Date(Date.parse(base) + days * 86_400_000).toISOString().slice(0, 10);
