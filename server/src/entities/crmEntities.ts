import type { EntityType } from '../../../rules/entityTypes';
import type { EntityDef } from './kit/entityDef';
import { addressEntity } from './addresses/addressEntity';
import { changeEntity } from './changes/changeEntity';
import { customerEntity } from './customers/customerEntity';
import { doorbellEntity } from './doorbells/doorbellEntity';
import { externalIpEntity } from './externalIps/externalIpEntity';
import { floorEntity } from './floors/floorEntity';
import { networkEntity } from './networks/networkEntity';
import { occupancyEntity } from './occupancy/occupancyEntity';
import { outletEntity } from './outlets/outletEntity';
import { presetMessageEntity } from './presetMessages/presetMessageEntity';
import { roomEntity } from './rooms/roomEntity';
import { siteEntity } from './sites/siteEntity';
import { speedLimitEntity } from './speedLimits/speedLimitEntity';
import { tenantEntity } from './tenants/tenantEntity';
import { userEntity } from './users/userEntity';
import { wirelessEntity } from './wireless/wirelessEntity';

/**
 * The definition of every entity type under /api/crm, by type, in the order they are mounted; the
 * devices live under /api/mikrotik (routes/mikrotik). A type added to rules/entityTypes.ts fails tsc
 * here until it has a definition (or is said to live elsewhere).
 */
export const crmEntityDefs = {
  customer: customerEntity,
  user: userEntity,
  site: siteEntity,
  address: addressEntity,
  floor: floorEntity,
  room: roomEntity,
  room_occupancy: occupancyEntity,
  tenant: tenantEntity,
  speed_limit: speedLimitEntity,
  network: networkEntity,
  external_ip: externalIpEntity,
  wireless: wirelessEntity,
  outlet: outletEntity,
  doorbell_preset_message: presetMessageEntity,
  doorbell: doorbellEntity,
} satisfies Record<Exclude<EntityType, 'device'>, EntityDef>;

/** Every entity under /api/crm, each mounted from its definition by mountEntity, and the change history. */
export const crmEntities: readonly EntityDef[] = [...Object.values(crmEntityDefs), changeEntity];
