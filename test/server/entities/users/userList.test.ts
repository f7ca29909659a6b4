/** @jest-environment ./test/support/serverEnvironment.ts */
import { memberships } from '../../../../server/src/db/schema';
import { startEntityApp, type EntityTestApp } from '../../../support/serverWorld';

interface ListedUser {
  id: number;
  email: string;
  full_name: string;
  role: string;
  is_active: boolean;
}

describe('GET /crm/users/', () => {
  let t: EntityTestApp;
  beforeAll(async () => {
    t = await startEntityApp();
    // Bjørn manages customer B and is plain staff in A: one membership per customer.
    await t.db.insert(memberships).values({ userId: t.world.staffB, customerId: t.world.customerA, role: 'staff' });
  });
  afterAll(async () => t.close());
  const list = async (query: string) =>
    (await t.client(t.world.staffA, t.world.customerA).get(`/api/crm/users/${query}`)).body as {
      data: ListedUser[];
      total: number;
    };

  it("lists a member of several customers once, with this customer's role", async () => {
    const { data, total } = await list('?ordering=email');
    expect(total).toBe(2);
    expect(data.map((user) => [user.email, user.role])).toEqual([
      ['anna@acme.test', 'staff'],
      ['bjorn@borealis.test', 'staff'],
    ]);
  });

  it('keeps to the page size', async () => {
    const first = await list('?ordering=email&page=1&page_size=1');
    const second = await list('?ordering=email&page=2&page_size=1');
    expect(first.data.map((user) => user.email)).toEqual(['anna@acme.test']);
    expect(second.data.map((user) => user.email)).toEqual(['bjorn@borealis.test']);
    expect(second.total).toBe(2);
  });

  it('sorts by full name, active flag and membership date', async () => {
    expect((await list('?ordering=-full_name')).data.map((user) => user.full_name)).toEqual([
      'Bjørn Borealis',
      'Anna Acme',
    ]);
    for (const ordering of ['is_active', '-member_since']) expect((await list(`?ordering=${ordering}`)).total).toBe(2);
  });

  it("shows a member through another customer's eyes with that customer's role", async () => {
    const reply = await t.client(t.world.staffB, t.world.customerB).get(`/api/crm/users/${t.world.staffB}/`);
    expect(reply.body).toMatchObject({ id: t.world.staffB, role: 'manager' });
  });
});
