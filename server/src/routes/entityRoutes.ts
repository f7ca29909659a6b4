import type { FastifyPluginAsync } from 'fastify';
import { registerEntityRoutes } from '../entities/crud/routes';
import { addressEntity } from './addresses/addressEntity';
import changeRoutes from './changes/changeRoutes';
import customerDetailRoutes from './customers/customerDetailRoutes';
import { doorbellEntity } from './doorbells/doorbellEntity';
import { presetMessageEntity } from './doorbells/presetMessageEntity';
import { externalIpEntity } from './external-ips/externalIpEntity';
import { floorEntity } from './floors/floorEntity';
import { networkEntity } from './networks/networkEntity';
import { speedLimitEntity } from './networks/speedLimitEntity';
import occupancyRoutes from './occupancy/occupancyRoutes';
import { outletEntity } from './outlets/outletEntity';
import { roomEntity } from './rooms/roomEntity';
import { tenantEntity } from './tenants/tenantEntity';
import userDirectoryRoutes from './users/userDirectoryRoutes';
import credentialsRoutes from './wireless/credentialsRoutes';
import { wirelessEntity } from './wireless/wirelessEntity';

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
