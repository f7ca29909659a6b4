/** @jest-environment ./test/support/serverEnvironment.ts */
import { listSpecOf } from '../../../server/src/entities/kit/mountTableCalls';
import { addressEntity } from '../../../server/src/entities/addresses/addressEntity';
import { changeEntity } from '../../../server/src/entities/changes/changeEntity';
import { doorbellEntity } from '../../../server/src/entities/doorbells/doorbellEntity';
import { presetMessageEntity } from '../../../server/src/entities/presetMessages/presetMessageEntity';
import { externalIpEntity } from '../../../server/src/entities/externalIps/externalIpEntity';
import { floorEntity } from '../../../server/src/entities/floors/floorEntity';
import { networkEntity } from '../../../server/src/entities/networks/networkEntity';
import { speedLimitEntity } from '../../../server/src/entities/speedLimits/speedLimitEntity';
import { outletEntity } from '../../../server/src/entities/outlets/outletEntity';
import { roomEntity } from '../../../server/src/entities/rooms/roomEntity';
import { tenantEntity } from '../../../server/src/entities/tenants/tenantEntity';
import { userEntity } from '../../../server/src/entities/users/userEntity';
import { wirelessEntity } from '../../../server/src/entities/wireless/wirelessEntity';
import { startEntityApp, type EntityTestApp } from '../../support/serverWorld';
import { createRoom } from '../../support/serverBuilding';

const lists = [
  ['addresses', addressEntity],
  ['floors', floorEntity],
  ['rooms', roomEntity],
  ['tenants', tenantEntity],
  ['networks', networkEntity],
  ['networks/speedlimits', speedLimitEntity],
  ['external-ips', externalIpEntity],
  ['wireless', wirelessEntity],
  ['outlets', outletEntity],
  ['doorbells', doorbellEntity],
  ['doorbells/preset-messages', presetMessageEntity],
  ['users', userEntity],
  ['changes', changeEntity],
] as const;

describe('list ordering', () => {
  let t: EntityTestApp;
  beforeAll(async () => {
    t = await startEntityApp();
    const api = t.client(t.world.staffA, t.world.customerA, t.world.siteA1);
    const upper = await createRoom(api, t.world.siteA1, { street: 'Akersgata', floor: 'B-floor', room: 'A-room' });
    await createRoom(api, t.world.siteA1, { street: 'Bygdøy allé', floor: 'A-floor', room: 'B-room' });
    await api.post('/api/crm/outlets/', { room_id: upper.roomId, label: 'Z-outlet' });
  });
  afterAll(async () => t.close());
  const api = () => t.client(t.world.staffA, t.world.customerA, t.world.siteA1);

  it.each(lists)('GET /crm/%s/ sorts by every column it lists, both ways', async (collection, def) => {
    for (const key of listSpecOf(def).orderable) {
      for (const ordering of [key, `-${key}`]) {
        const reply = await api().get(`/api/crm/${collection}/?ordering=${ordering}`);
        expect([ordering, reply.status]).toEqual([ordering, 200]);
      }
    }
  });

  it('sorts rooms by the name of their floor or address, not by their own name', async () => {
    const names = async (ordering: string) =>
      (await api().get(`/api/crm/rooms/?ordering=${ordering}`)).body.data.map((r: { name: string }) => r.name);
    expect(await names('name')).toEqual(['A-room', 'B-room']);
    expect(await names('floor')).toEqual(['B-room', 'A-room']);
    expect(await names('-address')).toEqual(['B-room', 'A-room']);
    const outlets = await api().get('/api/crm/outlets/?ordering=-room');
    expect(outlets.body).toMatchObject({ total: 1, data: [{ label: 'Z-outlet', room: { name: 'A-room' } }] });
  });
});
