/** @jest-environment ./test/support/serverEnvironment.ts */
import { and, eq, inArray } from 'drizzle-orm';
import { changeRecords, importChanges, rooms } from '../../../server/src/db/schema';
import { signAccessToken } from '../../../server/src/auth/jwt';
import { startEntityApp, type EntityTestApp } from '../../support/serverWorld';
import { createRoom } from '../../support/serverBuilding';
import { dryRunOf, importer } from '../../support/serverImports';

describe('CSV import', () => {
  let t: EntityTestApp;
  let place: { addressId: number; floorId: number; roomId: number };
  beforeAll(async () => {
    t = await startEntityApp();
    place = await createRoom(t.client(t.world.staffA, t.world.customerA, t.world.siteA1), t.world.siteA1, {
      street: 'Moholt allé',
      floor: '3',
      room: 'H0300',
    });
  });
  afterAll(async () => t.close());
  const anna = () => importer(t.app, t.world.staffA, t.world.customerA, t.world.siteA1);

  it('takes a file over a real socket as the browser sends it, and refuses one with a NUL character', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const upload = (body: string) =>
      fetch(`${address}/api/crm/imports/rooms/?file_name=rooms.csv`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${signAccessToken(t.world.staffA, t.app.config.jwtSecret, 3600)}`,
          'x-customer-id': String(t.world.customerA),
          'x-site-id': String(t.world.siteA1),
          'content-type': 'text/csv; charset=utf-8',
        },
        body,
        signal: AbortSignal.timeout(20_000),
      });
    const sent = await upload('address;floor;name;kind\r\nMoholt allé 1;3;H0399;office\r\n');
    expect(sent.status).toBe(201);
    expect(await sent.json()).toMatchObject({ entity: 'rooms', header: ['address', 'floor', 'name', 'kind'], rows: 1 });
    const binary = await upload('address;floor;name\r\nMoholt allé 1;3;H\u00000\r\n');
    expect(binary.status).toBe(400);
    expect((await binary.json()).detail).toBe('The file contains a NUL character: is it a CSV text file?');
  });

  it('dry-runs rooms by floor name with BOM, semicolons, quoted newlines and UTF-8, keeping line numbers', async () => {
    const csv =
      '\uFEFFaddress;floor;name;kind\r\n' +
      'Moholt allé 1;3;H0301;apartment\r\n' +
      'Moholt allé 1;3;"Stue\r\nØst";office\r\n' +
      'Moholt allé 1;9;H0302;apartment\r\n' +
      'Moholt allé 1;3;;apartment\r\n' +
      'Moholt allé 1;3;H0303;castle\r\n' +
      'Moholt allé 1;3;H0300;apartment\r\n';
    const checked = await dryRunOf(anna(), 'rooms', csv);
    expect(checked.rows).toEqual([
      { line: 2, status: 'created', errors: [] },
      { line: 3, status: 'created', errors: [] },
      { line: 5, status: 'error', errors: [{ column: 'floor', message: 'Floor "9" does not exist at Moholt allé 1' }] },
      { line: 6, status: 'error', errors: [{ column: 'name', message: 'This field is required' }] },
      {
        line: 7,
        status: 'error',
        errors: [
          { column: 'kind', message: 'Must be one of: apartment, office, commercial, technical, common, storage' },
        ],
      },
      { line: 8, status: 'unchanged', errors: [] },
    ]);
    // A dry run keeps nothing.
    const stored = await t.db.select().from(rooms).where(eq(rooms.floorId, place.floorId));
    expect(stored.map((room) => room.name)).toEqual(['H0300']);
  });

  it('commits the rows that passed as change records of the import, then finds them unchanged', async () => {
    const client = anna();
    const csv =
      'floor,name,kind\n' + `${place.floorId},H0310,office\n` + `${place.floorId},H0311,\n` + 'nowhere,H0312,\n';
    const checked = await dryRunOf(client, 'rooms', csv);
    expect(checked.counts).toEqual({ created: 2, updated: 0, unchanged: 0, error: 1 });
    expect((await client.commit('rooms', checked.id)).status).toBe(202);
    const done = await client.committed('rooms', checked.id);
    expect(done).toMatchObject({ state: 'committed', counts: { created: 2, error: 1 } });
    const made = await t.db
      .select()
      .from(rooms)
      .where(inArray(rooms.name, ['H0310', 'H0311']));
    expect(made.map((room) => [room.name, room.kind]).sort()).toEqual([
      ['H0310', 'office'],
      ['H0311', 'apartment'],
    ]);
    const records = await t.db
      .select({ userId: changeRecords.userId, importId: importChanges.importId })
      .from(changeRecords)
      .innerJoin(importChanges, eq(importChanges.changeId, changeRecords.id))
      .where(
        and(
          eq(changeRecords.objectType, 'room'),
          inArray(
            changeRecords.objectId,
            made.map((room) => room.id),
          ),
        ),
      );
    expect(records).toEqual([
      { userId: t.world.staffA, importId: checked.id },
      { userId: t.world.staffA, importId: checked.id },
    ]);
    // History names the import and its file.
    const history = await t
      .client(t.world.staffA, t.world.customerA, t.world.siteA1)
      .get(`/api/crm/changes/?object_type=room&object_id=${made[0].id}`);
    expect(history.body.data).toMatchObject([
      { action: 'create', import_id: checked.id, import_file: 'test.csv', bulk_edit_id: null },
    ]);
    const result = await client.result('rooms', checked.id);
    expect(result.text.replace('\uFEFF', '').split('\r\n').slice(0, 4)).toEqual([
      'line,status,message,floor,name,kind',
      `2,created,,${place.floorId},H0310,office`,
      `3,created,,${place.floorId},H0311,`,
      '4,error,"floor: Floor ""nowhere"" does not exist in this customer",nowhere,H0312,',
    ]);
    const again = await dryRunOf(client, 'rooms', csv);
    expect(again.counts).toEqual({ created: 0, updated: 0, unchanged: 2, error: 1 });
    // A changed kind is an update of the stored room.
    const changed = await dryRunOf(client, 'rooms', `floor,name,kind\n${place.floorId},H0311,storage\n`);
    expect(changed.rows).toEqual([{ line: 2, status: 'updated', errors: [] }]);
  });

  it('commits a file longer than one progress step (250 rows) and reports its progress', async () => {
    const client = anna();
    const lines = Array.from({ length: 260 }, (_, i) => `${place.floorId},P${String(i).padStart(4, '0')},office`);
    const checked = await dryRunOf(client, 'rooms', `floor,name,kind\n${lines.join('\n')}\n`);
    expect(checked.counts).toMatchObject({ created: 260, error: 0 });
    expect((await client.commit('rooms', checked.id)).status).toBe(202);
    const done = await client.committed('rooms', checked.id, 30_000);
    expect(done).toMatchObject({ state: 'committed', counts: { created: 260 } });
    expect(done.progress).toMatchObject({ done: 260, total: 260 });
  });

  it('commits nothing when asked for all or nothing and a row fails', async () => {
    const client = anna();
    const checked = await dryRunOf(client, 'rooms', `floor,name\n${place.floorId},H0320\n${place.floorId},\n`);
    await client.commit('rooms', checked.id, 'all');
    const done = await client.committed('rooms', checked.id);
    expect(done.counts).toEqual({ 'not saved': 1, error: 1 });
    expect(await t.db.select().from(rooms).where(eq(rooms.name, 'H0320'))).toEqual([]);
  });

  it('asks for a mapping of unknown headers and remembers it for the user', async () => {
    const client = anna();
    const csv = `Etasje,Romnavn\n${place.floorId},H0330\n`;
    const first = await client.upload('rooms', csv);
    expect(first.body.mapping).toEqual({ Etasje: '', Romnavn: '' });
    const checked = await client.check('rooms', first.body.id, { Etasje: 'floor', Romnavn: 'name' });
    expect(checked.body.rows).toEqual([{ line: 2, status: 'created', errors: [] }]);
    const second = await client.upload('rooms', csv);
    expect(second.body.mapping).toEqual({ Etasje: 'floor', Romnavn: 'name' });
  });

  it('imports every entity with its template, and refuses what is not CSV', async () => {
    const client = anna();
    const template = await client.template('floors');
    expect(template.text).toBe('\uFEFFid,address,name,level\r\n,Moholt allé 10,3,3\r\n');
    const tenants = await dryRunOf(client, 'tenants', 'name,kind,reference\nÅse Ødegård,person,L-1\nX,alien,\n');
    expect(tenants.rows.map((row) => row.status)).toEqual(['created', 'error']);
    const networks = await dryRunOf(client, 'networks', 'name,vlan_id,subnet\nH LAN,150,10.20.50.0/24\nBad,5000,x\n');
    expect(networks.rows[0]).toEqual({ line: 2, status: 'created', errors: [] });
    expect(networks.rows[1].errors.map((error) => error.column)).toEqual(['vlan_id']);
    const broken = await client.upload('rooms', 'name\n"never closed\n');
    expect(broken.status).toBe(400);
    expect(broken.body.detail).toMatch(/not readable CSV/);
  });
});
