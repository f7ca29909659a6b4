import type { FastifyPluginAsync } from 'fastify';
import { registerEntityRoutes } from '../entities/kit/mountEntity';
import { addressEntity } from '../entities/addresses/addressEntity';
import changeRoutes from '../entities/changes/changeRoutes';
import customerDetailRoutes from '../entities/customers/customerDetailRoutes';
import { doorbellEntity } from '../entities/doorbells/doorbellEntity';
import { presetMessageEntity } from '../entities/presetMessages/presetMessageEntity';
import { externalIpEntity } from '../entities/externalIps/externalIpEntity';
import { floorEntity } from '../entities/floors/floorEntity';
import { networkEntity } from '../entities/networks/networkEntity';
import { speedLimitEntity } from '../entities/speedLimits/speedLimitEntity';
import occupancyRoutes from '../entities/occupancy/occupancyRoutes';
import { outletEntity } from '../entities/outlets/outletEntity';
import { roomEntity } from '../entities/rooms/roomEntity';
import { tenantEntity } from '../entities/tenants/tenantEntity';
import userDirectoryRoutes from '../entities/users/userDirectoryRoutes';
import credentialsRoutes from '../entities/wireless/wirelessCredentials';
import { wirelessEntity } from '../entities/wireless/wirelessEntity';

/**
 * The property and network entities (issue 3) under /api/crm, registered inside the crm tree so
 * they inherit its authentication and X-Customer-ID hooks.
 */
const entityRoutes: FastifyPluginAsync = async (app) => {
  for (const def of [
    addressEntity, floorEntity, roomEntity, tenantEntity, speedLimitEntity, networkEntity, externalIpEntity,
    wirelessEntity, outletEntity, presetMessageEntity, doorbellEntity,
  ]) {
    registerEntityRoutes(app, def);
  }
  await app.register(occupancyRoutes);
  await app.register(credentialsRoutes);
  await app.register(userDirectoryRoutes);
  await app.register(customerDetailRoutes);
  await app.register(changeRoutes);
};

export default entityRoutes;
