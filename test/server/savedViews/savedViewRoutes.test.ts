/** @jest-environment ./test/support/serverEnvironment.ts */
import { memberships, users } from '../../../server/src/db/schema';
import { startEntityApp, type EntityTestApp } from '../../support/serverWorld';

const state = (floor: string) => ({
  filters: { floor_id: floor },
  search: 'north',
  sort: '-name',
  columns: { notes: false },
  density: 'compact',
});

describe('saved views', () => {
  let t: EntityTestApp;
  let colleague: number;
  beforeAll(async () => {
    t = await startEntityApp();
    const [user] = await t.db
      .insert(users)
      .values({ email: 'carl@acme.test', passwordHash: 'x', firstName: 'Carl', lastName: 'Colleague' })
      .returning({ id: users.id });
    colleague = user.id;
    await t.db.insert(memberships).values({ userId: colleague, customerId: t.world.customerA });
  });
  afterAll(async () => t.close());
  const anna = () => t.client(t.world.staffA, t.world.customerA);
  const carl = () => t.client(colleague, t.world.customerA);
  const names = (reply: { body: { data: { name: string }[] } }) => reply.body.data.map((view) => view.name);

  it('saves a view and gives it back with its state, to its owner only until shared', async () => {
    const created = await anna().post('/api/crm/saved-views/', {
      list: 'room',
      name: ' Down rooms ',
      state: state('4'),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      list: 'room',
      name: 'Down rooms',
      state: state('4'),
      shared: false,
      is_default: false,
      mine: true,
      owner: { id: t.world.staffA, name: 'Anna Acme' },
    });
    expect(names(await anna().get('/api/crm/saved-views/?list=room'))).toContain('Down rooms');
    expect(names(await anna().get('/api/crm/saved-views/?list=tenant'))).not.toContain('Down rooms');
    expect(names(await carl().get('/api/crm/saved-views/?list=room'))).not.toContain('Down rooms');

    await anna().patch(`/api/crm/saved-views/${created.body.id}/`, { shared: true });
    const seen = await carl().get('/api/crm/saved-views/?list=room');
    expect(seen.body.data).toContainEqual(
      expect.objectContaining({ name: 'Down rooms', mine: false, state: state('4') }),
    );
    // Shared to read, not to change.
    const denied = { status: 403, body: { detail: 'Only its owner can change this view.' } };
    expect(await carl().patch(`/api/crm/saved-views/${created.body.id}/`, { name: 'Mine now' })).toEqual(denied);
    expect(await carl().del(`/api/crm/saved-views/${created.body.id}/`)).toEqual(denied);
  });

  it('keeps one default per user and list', async () => {
    const first = await anna().post('/api/crm/saved-views/', {
      list: 'tenant',
      name: 'A',
      state: state('1'),
      is_default: true,
    });
    const second = await anna().post('/api/crm/saved-views/', {
      list: 'tenant',
      name: 'B',
      state: state('2'),
      is_default: true,
    });
    const colleagues = await carl().post('/api/crm/saved-views/', {
      list: 'tenant',
      name: 'C',
      state: state('3'),
      is_default: true,
    });
    expect([first.status, second.status, colleagues.status]).toEqual([201, 201, 201]);
    const defaults = (await anna().get('/api/crm/saved-views/?list=tenant')).body.data
      .filter((view: { is_default: boolean }) => view.is_default)
      .map((view: { name: string }) => view.name);
    expect(defaults).toEqual(['B']);
    await anna().patch(`/api/crm/saved-views/${first.body.id}/`, { is_default: true });
    const after = (await anna().get('/api/crm/saved-views/?list=tenant')).body.data;
    expect(after.map((view: { name: string; is_default: boolean }) => [view.name, view.is_default])).toEqual([
      ['A', true],
      ['B', false],
    ]);
    expect((await carl().get('/api/crm/saved-views/?list=tenant')).body.data[0]).toMatchObject({
      name: 'C',
      is_default: true,
    });
  });

  it('refuses a second view of the same name, a blank name and a state no list makes, with the field', async () => {
    await anna().post('/api/crm/saved-views/', { list: 'outlet', name: 'Mondays', state: state('1') });
    const again = await anna().post('/api/crm/saved-views/', { list: 'outlet', name: 'mondays', state: state('2') });
    expect(again).toEqual({
      status: 400,
      body: { detail: [{ loc: ['body', 'name'], msg: 'You already have a view of this list named "mondays".' }] },
    });
    const blank = await anna().post('/api/crm/saved-views/', { list: 'outlet', name: '   ', state: state('1') });
    expect(blank.body.detail[0]).toEqual({ loc: ['body', 'name'], msg: 'Give the view a name.' });
    const badDensity = await anna().post('/api/crm/saved-views/', {
      list: 'outlet',
      name: 'Odd',
      state: { ...state('1'), density: 'huge' },
    });
    expect(badDensity.status).toBe(400);
    const badList = await anna().post('/api/crm/saved-views/', { list: 'planets', name: 'X', state: state('1') });
    expect(badList.status).toBe(400);
    const badFilter = await anna().post('/api/crm/saved-views/', {
      list: 'outlet',
      name: 'Odd',
      state: { ...state('1'), filters: { 'Floor ID': '1' } },
    });
    expect(badFilter.body.detail[0]).toEqual({ loc: ['body', 'state'], msg: '"Floor ID" is not a filter of a list.' });
  });

  it('deletes its own view', async () => {
    const created = await anna().post('/api/crm/saved-views/', { list: 'network', name: 'Gone', state: state('1') });
    expect((await anna().del(`/api/crm/saved-views/${created.body.id}/`)).status).toBe(204);
    expect(names(await anna().get('/api/crm/saved-views/?list=network'))).not.toContain('Gone');
  });
});
