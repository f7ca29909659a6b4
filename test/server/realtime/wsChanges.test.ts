/** @jest-environment ./test/support/serverEnvironment.ts */
import { signAccessToken } from '../../../server/src/auth/jwt';
import { startEntityApp, type EntityTestApp } from '../../support/serverWorld';
import { openAuthedWs, wsUrlOf, type WsTestClient } from '../../support/wsClient';

describe('change frames for committed writes', () => {
  let t: EntityTestApp;
  let url: string;
  const open: WsTestClient[] = [];
  const follow = async (userId: number, customerId: number, siteId: number | null) => {
    const client = await openAuthedWs(url, signAccessToken(userId, t.app.config.jwtSecret, 3600));
    open.push(client);
    client.send('subscribe', { customer_id: customerId, site_id: siteId });
    await client.next('subscribed');
    return client;
  };
  const address = (street: string) => ({ street, house_number: '1', postal_code: '0155', city: 'Oslo', country: 'NO' });

  beforeAll(async () => {
    t = await startEntityApp();
    url = await wsUrlOf(t.app);
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((client) => client.close()));
  });
  afterAll(async () => t.close());

  it('delivers a write made through the HTTP API to its customer’s sockets on that site, and nowhere else', async () => {
    const sameSite = await follow(t.world.staffA, t.world.customerA, t.world.siteA1);
    const wholeCustomer = await follow(t.world.admin, t.world.customerA, null);
    const otherSite = await follow(t.world.staffA, t.world.customerA, t.world.siteA2);
    const otherCustomer = await follow(t.world.staffB, t.world.customerB, t.world.siteB);

    const created = await t
      .client(t.world.staffA, t.world.customerA, t.world.siteA1)
      .post('/api/crm/addresses/', address('Storgata'));
    expect(created.status).toBe(201);
    const expected = {
      entity: 'address',
      id: created.body.id,
      action: 'create',
      customer_id: t.world.customerA,
      site_id: t.world.siteA1,
      user_id: t.world.staffA,
      user_name: 'Anna Acme',
    };
    const frame = await sameSite.next('change');
    expect(frame.data).toEqual(expected);
    expect(Math.abs(frame.ts - Date.now())).toBeLessThan(5000);
    expect((await wholeCustomer.next('change')).data).toEqual(expected);

    // Notifications arrive in commit order: once the later writes' frames are there, an earlier
    // frame for these sockets would have been too.
    await t.client(t.world.staffA, t.world.customerA, t.world.siteA2).post('/api/crm/addresses/', address('Oak 2'));
    await t.client(t.world.staffB, t.world.customerB, t.world.siteB).post('/api/crm/addresses/', address('Fjord 3'));
    expect((await otherSite.next('change')).data).toMatchObject({ site_id: t.world.siteA2 });
    expect((await otherCustomer.next('change')).data).toMatchObject({
      customer_id: t.world.customerB,
      user_name: 'Bjørn Borealis',
    });
    expect(otherSite.frames.filter((f) => f.type === 'change')).toHaveLength(1);
    expect(otherCustomer.frames.filter((f) => f.type === 'change')).toHaveLength(1);
    expect(JSON.stringify(otherCustomer.frames)).not.toContain('Storgata');
  });

  it('names the site of an update (whose record holds only the changed fields) and of a delete', async () => {
    const api = t.client(t.world.staffA, t.world.customerA, t.world.siteA1);
    const created = await api.post('/api/crm/addresses/', address('Kirkeveien'));
    const socket = await follow(t.world.staffA, t.world.customerA, t.world.siteA1);
    expect((await api.patch(`/api/crm/addresses/${created.body.id}/`, { city: 'Bergen' })).status).toBe(200);
    expect((await socket.next('change')).data).toMatchObject({
      id: created.body.id,
      action: 'update',
      site_id: t.world.siteA1,
    });
    expect((await api.del(`/api/crm/addresses/${created.body.id}/`)).status).toBe(204);
    expect((await socket.next('change')).data).toMatchObject({ action: 'delete', site_id: t.world.siteA1 });
  });

  it('sends nothing for a refused write', async () => {
    const socket = await follow(t.world.staffA, t.world.customerA, null);
    const api = t.client(t.world.staffA, t.world.customerA, t.world.siteA1);
    expect((await api.post('/api/crm/addresses/', { street: '  ' })).status).toBe(400);
    await api.post('/api/crm/addresses/', address('Marker'));
    expect((await socket.next('change')).data).toMatchObject({ action: 'create' });
    expect(socket.frames.filter((f) => f.type === 'change')).toHaveLength(1);
  });

  // Last: it shuts the server down.
  it('closes every socket with 1001 when the server shuts down, so browsers reconnect', async () => {
    const socket = await follow(t.world.staffA, t.world.customerA, null);
    const closing = t.app.close();
    expect((await socket.closed).code).toBe(1001);
    await closing;
  });
});
