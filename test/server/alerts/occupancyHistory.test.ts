/** @jest-environment ./test/support/serverEnvironment.ts */
import { sql } from 'drizzle-orm';
import { roomOccupancies } from '../../../server/src/db/schema';
import { rowsOf } from '../../../server/src/db/database';
import { startEntityApp, type EntityTestApp } from '../../support/serverWorld';
import { createRoom, createTenant } from '../../support/serverBuilding';

/** GET /api/crm/occupancy-history/: the occupied rooms of each of the customer's sites, month by month. */
describe("the customer's occupancy history", () => {
  let t: EntityTestApp;
  /** The database's date today (the one the counts go by), YYYY-MM-DD. */
  let today: string;
  /** A date `monthsAgo` months before this one: its `day` (0: the last day of that month). */
  const dateOf = (monthsAgo: number, day: number) => {
    const [year, month] = today.split('-').map(Number);
    const date = new Date(Date.UTC(year, month - 1 - monthsAgo + (day === 0 ? 1 : 0), day));
    return date.toISOString().slice(0, 10);
  };
  const twelveMonths = () =>
    Array.from({ length: 12 }, (_, index) => {
      const ago = 11 - index;
      return { month: dateOf(ago, 1).slice(0, 7), day: ago === 0 ? today : dateOf(ago, 0) };
    });

  beforeAll(async () => {
    t = await startEntityApp();
    [{ today }] = rowsOf<{ today: string }>(await t.db.execute(sql`SELECT current_date::text AS today`));
    const { customerA, customerB, siteA1, siteA2, siteB, staffA, staffB } = t.world;
    const a = t.client(staffA, customerA);
    const rooms = [];
    for (const room of ['H0101', 'H0102', 'H0103'])
      rooms.push((await createRoom(a, siteA1, { street: `Havnegata ${room}`, room })).roomId);
    await createRoom(a, siteA2, { street: 'Eikegata', room: 'E0101' });
    const tenant = await createTenant(a, siteA1);
    const b = t.client(staffB, customerB);
    const bRoom = (await createRoom(b, siteB, { street: 'Bakgata', room: 'B0101' })).roomId;
    const bTenant = await createTenant(b, siteB, 'Bjørn Borealis');
    const period = (roomId: number, startDate: string | null, endDate: string | null) => ({
      customerId: customerA,
      roomId,
      tenantId: tenant,
      startDate,
      endDate,
    });
    await t.db.insert(roomOccupancies).values([
      // H0101 since ever, and (stored before the overlap rule) a second period from last month: one room.
      period(rooms[0], null, null),
      period(rooms[0], dateOf(1, 15), null),
      // H0102 from the 10th eight months ago, moved out on the 1st three months ago: the month
      // before still counts (its last day was lived in), that month no longer does.
      period(rooms[1], dateOf(8, 10), dateOf(3, 1)),
      // H0103 from the 1st five months ago to the last day two months ago (out that day), and the
      // next tenant from tomorrow: not counted today.
      period(rooms[2], dateOf(5, 1), dateOf(2, 0)),
      period(rooms[2], new Date(Date.parse(today) + 86_400_000).toISOString().slice(0, 10), null),
      { customerId: customerB, roomId: bRoom, tenantId: bTenant, startDate: '2020-01-01', endDate: null },
    ]);
  });
  afterAll(() => t.close());

  it('counts the occupied rooms of each site on the last day of each of the last 12 months, today for this one', async () => {
    const reply = await t.client(t.world.staffA, t.world.customerA).get('/api/crm/occupancy-history/');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      months: twelveMonths(),
      sites: [
        {
          id: t.world.siteA1,
          name: 'Harbour View',
          rooms: 3,
          //        11 10  9  8  7  6  5  4  3  2  1  0 months ago
          occupied: [1, 1, 1, 2, 2, 2, 3, 3, 2, 1, 1, 1],
        },
        { id: t.world.siteA2, name: 'Oak Street', rooms: 1, occupied: Array(12).fill(0) },
      ],
    });
  });

  it("shows another customer's sites to its own staff only, whichever site X-Site-ID names", async () => {
    const own = await t.client(t.world.staffB, t.world.customerB).get('/api/crm/occupancy-history/');
    expect(own.body.sites).toEqual([{ id: t.world.siteB, name: 'Fjord Park', rooms: 1, occupied: Array(12).fill(1) }]);
    const naming = await t.client(t.world.staffA, t.world.customerA, t.world.siteB).get('/api/crm/occupancy-history/');
    expect(naming.status).toBe(200);
    expect(naming.body.sites.map((site: { id: number }) => site.id)).toEqual([t.world.siteA1, t.world.siteA2]);
    expect(await t.client(t.world.staffA, t.world.customerB).get('/api/crm/occupancy-history/')).toEqual({
      status: 403,
      body: { detail: 'You do not have access to this customer' },
    });
  });

  it('answers fewer months when asked, and the months alone for a customer without sites', async () => {
    const three = await t.client(t.world.staffA, t.world.customerA).get('/api/crm/occupancy-history/?months=3');
    expect(three.body.months).toEqual(twelveMonths().slice(-3));
    expect(three.body.sites[0].occupied).toEqual([1, 1, 1]);
    const [{ id: empty }] = rowsOf<{ id: number }>(
      await t.db.execute(sql`INSERT INTO customers (name) VALUES ('Empty Estates') RETURNING id`),
    );
    const superuser = await t.client(t.world.admin, Number(empty)).get('/api/crm/occupancy-history/');
    expect(superuser.body).toEqual({ months: twelveMonths(), sites: [] });
  });

  it.each(['0', '25', 'abc', '1.5', ''])('refuses months=%s with 400 naming the field', async (months) => {
    const reply = await t.client(t.world.staffA, t.world.customerA).get(`/api/crm/occupancy-history/?months=${months}`);
    expect(reply).toMatchObject({ status: 400, body: { detail: [{ loc: ['query', 'months'] }] } });
  });

  it('needs X-Customer-ID', async () => {
    const reply = await t.client(t.world.staffA, null).get('/api/crm/occupancy-history/');
    expect(reply).toEqual({ status: 400, body: { detail: 'X-Customer-ID header is required' } });
  });
});
