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

/** Every entity under /api/crm, each mounted from its definition by mountEntity. Add new ones here. */
export const crmEntities: readonly EntityDef[] = [
  customerEntity,
  userEntity,
  siteEntity,
  addressEntity,
  floorEntity,
  roomEntity,
  occupancyEntity,
  tenantEntity,
  speedLimitEntity,
  networkEntity,
  externalIpEntity,
  wirelessEntity,
  outletEntity,
  presetMessageEntity,
  doorbellEntity,
  changeEntity,
];
