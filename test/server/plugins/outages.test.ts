import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { outageOf } from '../../../server/src/db/outage';
import { RouterOsConnectionError } from '../../../server/src/routeros/errors';
import { startTestServer, type TestServer } from '../../support/serverHarness';
import { NORDLYS, customerIdByName, sitesOf } from '../../support/serverFixtures';

const secret = 'hunter2-Wifi-Passphrase-7731';

/**
 * Probes failing the way a full disk or a lost database fails: PostgreSQL raising the real
 * SQLSTATE through the real driver, and the operating system's ENOSPC as fs reports it.
 */
async function registerProbes(app: FastifyInstance) {
  const raise = (code: string, message: string) => async () => {
    await app.db.execute(sql.raw(`DO $$ BEGIN RAISE EXCEPTION '${message}' USING ERRCODE = '${code}'; END $$`));
    return {};
  };
  app.post('/probe/disk-full/', raise('53100', 'could not extend file "base/5/16384": No space left on device'));
  app.post('/probe/admin-shutdown/', raise('57P01', 'terminating connection due to administrator command'));
  app.post('/probe/enospc/', async () => {
    throw Object.assign(new Error('ENOSPC: no space left on device, write'), {
      code: 'ENOSPC',
      errno: -28,
      syscall: 'write',
    });
  });
}

/** A full disk or an unreachable database answers 503 `{detail}`; logs never carry a query's values. */
describe('outages and what the log shows', () => {
  let t: TestServer;
  let log = '';
  let headers: Record<string, string>;

  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
    t = await startTestServer({ extend: registerProbes, logStream });
    const nordlys = await customerIdByName(t.db, NORDLYS);
    headers = await t.headersFor('staff@example.com', nordlys, (await sitesOf(t.db, nordlys))[0].id);
  });
  afterAll(() => t.close());

  it('logs a failed write without the passphrase it carried', async () => {
    // The column refuses this value, so the real insert fails with a 500 and the row in its detail.
    await t.db.execute(
      sql.raw(`ALTER TABLE wireless_networks ADD CONSTRAINT probe_refuses CHECK (passphrase <> '${secret}')`),
    );
    try {
      const reply = await t.request({
        method: 'POST',
        url: '/api/crm/wireless/',
        headers,
        payload: { ssid: 'Probe-Net', security: 'wpa2-personal', passphrase: secret },
      });
      expect(reply).toMatchObject({ status: 500, body: { detail: 'Internal server error' } });
      expect(JSON.stringify(reply.body)).not.toContain(secret);
    } finally {
      await t.db.execute(sql.raw('ALTER TABLE wireless_networks DROP CONSTRAINT probe_refuses'));
    }
    const line = log.split('\n').find((entry) => entry.includes('unhandled error'));
    expect(line).toBeDefined();
    // What failed stays readable: the statement, the SQLSTATE and the constraint.
    expect(JSON.parse(line!).error).toMatchObject({
      message: expect.stringMatching(/^Failed query: insert into "wireless_networks"/),
      cause: { code: '23514', constraint: 'probe_refuses' },
    });
    expect(log).not.toContain(secret);
    expect(log).not.toContain('Failing row');
  });

  it('reports healthy storage while writes succeed', async () => {
    const health = await t.request({ method: 'GET', url: '/api/health/' });
    expect(health.body).toMatchObject({ status: 'healthy', services: { database: true, storage: true } });
  });

  it('answers a disk-full error from PostgreSQL with 503, and health says storage is unhealthy', async () => {
    const reply = await t.request({ method: 'POST', url: '/probe/disk-full/' });
    expect(reply.status).toBe(503);
    expect(reply.headers['retry-after']).toBe('30');
    expect(reply.body).toEqual({ detail: expect.stringMatching(/out of storage space/) });
    const health = await t.request({ method: 'GET', url: '/api/health/' });
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({
      status: 'unhealthy',
      services: { database: true, storage: false },
      errors: { storage: expect.stringMatching(/no space/) },
    });
  });

  it('answers the operating system ENOSPC with the same 503', async () => {
    const reply = await t.request({ method: 'POST', url: '/probe/enospc/' });
    expect(reply).toMatchObject({ status: 503, body: { detail: expect.stringMatching(/out of storage space/) } });
  });

  it('answers a terminated database connection with 503, not 500', async () => {
    const reply = await t.request({ method: 'POST', url: '/probe/admin-shutdown/' });
    expect(reply).toMatchObject({ status: 503, body: { detail: expect.stringMatching(/database is not reachable/) } });
  });
});

describe('outageOf', () => {
  const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

  it('finds the driver error drizzle wraps', () => {
    expect(outageOf(new Error('Failed query: select 1\nparams: ', { cause: refused() }))).toBe('database');
    expect(outageOf(new Error('Connection terminated unexpectedly'))).toBe('database');
    expect(outageOf(Object.assign(new Error('could not extend file'), { code: '53100' }))).toBe('storage');
  });

  it('takes a database closing, starting, read-only or closed to connections for an outage', () => {
    const pg = (code: string, message: string) =>
      new Error('Failed query: select 1\nparams: ', { cause: Object.assign(new Error(message), { code }) });
    for (const [code, message] of [
      ['55000', 'database "portico" is not currently accepting connections'],
      ['57P03', 'the database system is starting up'],
      ['57P03', 'the database system is shutting down'],
      ['57P04', 'terminating connection due to dropped database'],
      ['57P05', 'terminating connection due to idle-session timeout'],
      ['53300', 'sorry, too many clients already'],
      ['25006', 'cannot execute UPDATE in a read-only transaction'],
      ['3D000', 'database "portico" does not exist'],
    ])
      expect([code, outageOf(pg(code, message))]).toEqual([code, 'database']);
    expect(outageOf(new Error('Failed query', { cause: new Error('PGlite is closed') }))).toBe('database');
    // The same class for another reason is the application's own problem.
    expect(outageOf(pg('55000', 'cannot ALTER TABLE "sites" because it is being used by active queries'))).toBeNull();
    expect(outageOf(pg('3D000', 'cross-database references are not implemented'))).toBeNull();
  });

  it('leaves other errors alone, a router that refused its connection included', () => {
    expect(
      outageOf(new RouterOsConnectionError('CONNECTION_REFUSED', 'Connection refused by 10.0.0.1:8728', refused())),
    ).toBeNull();
    expect(outageOf(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBeNull();
    expect(outageOf(new Error('boom'))).toBeNull();
  });
});
