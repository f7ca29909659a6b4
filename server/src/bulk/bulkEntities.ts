import type { EntityDef } from '../entities/kit/entityDef';
import { networkEntity } from '../entities/networks/networkEntity';
import { outletEntity } from '../entities/outlets/outletEntity';
import { roomEntity } from '../entities/rooms/roomEntity';
import { tenantEntity } from '../entities/tenants/tenantEntity';

/** The lists bulk edit and delete serve, by their collection name (the path of the list). */
export const bulkEntities: Record<string, EntityDef> = {
  networks: networkEntity,
  tenants: tenantEntity,
  rooms: roomEntity,
  outlets: outletEntity,
};

/** How many rows one bulk edit may name: the largest selection a list offers ("all N matching"). */
export const MAX_BULK_ROWS = 10_000;

/** The fields a bulk edit may set: the writable ones but the site (moving rows between sites is a move). */
export const settableFields = (def: EntityDef) => Object.keys(def.writable).filter((field) => field !== 'site_id');
