import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../server/src/db/database';
import { runMigrations } from '../../../server/src/db/migrate';
import { openPostgres } from '../../../server/src/db/postgres';
import { seedDemoData } from '../../../server/seed/seed';
import { queryServer } from '../../support/serverDatabase';
import { freePort, spawnServer, type ServerProcess } from '../../support/serverProcess';

const url = process.env.TEST_DATABASE_URL;
const onPostgres = url ? describe : describe.skip;

/** Runs one statement on the server's maintenance connection (TEST_DATABASE_URL's database). */
const admin = (statement: string, params: unknown[] = []) => queryServer(url!, statement, params);

/** A fresh, empty database of our own (other suites' connections are never terminated). */
async function freshDatabase(): Promise<{ name: string; url: string }> {
  const name = `resilience_${randomBytes(5).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const target = new URL(url!);
  target.pathname = `/${name}`;
  return { name, url: target.toString() };
}

const dropDatabase = (name: string) => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);

onPostgres('PostgreSQL: concurrent starts', () => {
  it('serialises migrations of two instances starting at once on a fresh database', async () => {
    const database = await freshDatabase();
    const first = openPostgres(database.url, 2);
    const second = openPostgres(database.url, 2);
    try {
      await Promise.all([runMigrations(first), runMigrations(second)]);
      const tables = rowsOf<{ count: number }>(
        await first.db.execute(
          sql`select count(*)::int as count from information_schema.tables where table_name in ('users', 'login_failures')`,
        ),
      );
      expect(tables[0].count).toBe(2);
      // The journal holds each migration once.
      const applied = rowsOf<{ count: number; distinct: number }>(
        await first.db.execute(
          sql`select count(*)::int as count, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`,
        ),
      );
      expect(applied[0].count).toBe(applied[0].distinct);
      expect(applied[0].count).toBe(
        fs.readdirSync(path.resolve(__dirname, '../../../server/src/db/migrations')).filter((f) => f.endsWith('.sql'))
          .length,
      );
    } finally {
      await first.close();
      await second.close();
      await dropDatabase(database.name);
    }
  });
});

/**
 * A server on a fresh database of its own, started before the calling describe's tests and ended,
 * with its database, after them. `settings` are added to its environment.
 */
function serverOnFreshDatabase(settings: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-pg-'));
  let database = { name: '', url: '' };
  let server: ServerProcess | undefined;
  const started = {
    get database() {
      return database;
    },
    get server(): ServerProcess {
      if (!server) throw new Error('the server is started in beforeAll');
      return server;
    },
    /** The environment the server runs with, for a command line on the same data. */
    env: () => ({
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      JWT_SECRET: 'shared-jwt-secret-for-this-test',
      DEVICE_SECRET_KEY: 'shared-device-key-for-this-test',
      ...settings,
    }),
    login: (username: string, password: string) =>
      fetch(`${started.server.baseUrl}/api/token/pair/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      }),
  };
  beforeAll(async () => {
    database = await freshDatabase();
    server = spawnServer({ ...started.env(), PORT: String(await freePort()) });
    await server.ready(120_000);
  }, 130_000);
  afterAll(async () => {
    await server?.stop();
    if (database.name) await dropDatabase(database.name);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return started;
}

/** Seeds the demo data into `database`, the way `npm run seed` does. */
async function seedDemo(database: { url: string }): Promise<void> {
  const seeding = openPostgres(database.url, 1);
  await seedDemoData(seeding.db);
  await seeding.close();
}

onPostgres('PostgreSQL: a production start and faults under load', () => {
  const started = serverOnFreshDatabase();
  const { env, login } = started;

  it('does not seed the demo superuser into an empty PostgreSQL, and says how to create one', async () => {
    const { server, database } = started;
    expect(server.output()).toContain('The database has no users yet. Create the first superuser with');
    expect(server.output()).toContain('npm run create-superuser -- --email');
    expect((await admin(`SELECT 1 FROM pg_database WHERE datname = $1`, [database.name])).length).toBe(1);
    expect((await login('admin@example.com', 'admin123')).status).toBe(401);
  });

  it('creates the first superuser from the command line, the password read from stdin', async () => {
    const cli = spawnServer(env(), 'server/src/auth/createSuperuserCli.ts', ['--email', 'Root@Example.org']);
    cli.child.stdin!.end('a long enough password\n');
    expect(await cli.exited).toBe(0);
    expect(cli.output()).toContain('Created superuser root@example.org');
    expect(cli.output()).not.toContain('a long enough password');
    const reply = await login('root@example.org', 'a long enough password');
    expect(reply.status).toBe(200);
    // The same address again is refused, saying why.
    const again = spawnServer(
      { ...env(), PORTICO_SUPERUSER_PASSWORD: 'another password' },
      'server/src/auth/createSuperuserCli.ts',
      ['--email', 'root@example.org'],
    );
    expect(await again.exited).toBe(1);
    expect(again.output()).toContain('A user root@example.org already exists');
  }, 60_000);

  it('keeps serving while the database connections are terminated under load, then recovers', async () => {
    const { server, database } = started;
    await seedDemo(database);
    const [site] = (await queryServer(database.url, 'select id, customer_id from sites order by id limit 1')) as {
      id: number;
      customer_id: number;
    }[];
    const { access } = (await (await login('admin@example.com', 'admin123')).json()) as { access: string };
    const headers = {
      authorization: `Bearer ${access}`,
      'x-customer-id': String(site.customer_id),
      'content-type': 'application/json',
    };

    const statuses = new Map<number, number>();
    let running = true;
    const client = async (n: number) => {
      for (let i = 0; running; i += 1) {
        // Reads, and writes that run in a transaction (the change record is written with the row).
        const reply =
          i % 2 === 0
            ? await fetch(`${server.baseUrl}/api/crm/sites/`, { headers })
            : await fetch(`${server.baseUrl}/api/crm/sites/${site.id}/`, {
                method: 'PATCH',
                headers,
                body: JSON.stringify({ description: `client ${n} write ${i}` }),
              });
        await reply.arrayBuffer();
        statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
      }
    };
    const clients = Array.from({ length: 16 }, (_, n) => client(n));
    let terminated = 0;
    for (let round = 0; round < 12; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const rows = await admin('SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity WHERE datname = $1', [
        database.name,
      ]);
      terminated += rows.filter((row) => row.done).length;
    }
    running = false;
    await Promise.all(clients);

    expect(terminated).toBeGreaterThan(0);
    expect(server.child.exitCode).toBeNull();
    // A lost connection is a 503 to try again, never a 500; most requests went through.
    expect([...statuses.keys()].filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(statuses.get(200)).toBeGreaterThan(0);
    // Once the connections are left alone, the next request succeeds.
    const after = await fetch(`${server.baseUrl}/api/crm/sites/${site.id}/`, { headers });
    expect(after.status).toBe(200);
    const health = (await (await fetch(`${server.baseUrl}/api/health/`)).json()) as { status: string };
    expect(health.status).toBe('healthy');
    expect(server.output()).not.toMatch(/Unhandled 'error' event/);
  }, 90_000);
});

onPostgres('PostgreSQL: the connection pool', () => {
  const started = serverOnFreshDatabase({ DATABASE_POOL_SIZE: '2' });
  beforeAll(() => seedDemo(started.database), 60_000);

  /** The server's backends on its database: its pool and its LISTEN connection (the job queue's own pool aside). */
  const backends = async () =>
    (
      await admin(
        "SELECT pid FROM pg_stat_activity WHERE datname = $1 AND application_name IS DISTINCT FROM 'portico-jobs'",
        [started.database.name],
      )
    ).map((row) => row.pid);

  it('opens at most DATABASE_POOL_SIZE connections, and keeps them through a pause in the work', async () => {
    const { server } = started;
    const { access } = (await (await started.login('admin@example.com', 'admin123')).json()) as { access: string };
    const customers = (await (
      await fetch(`${server.baseUrl}/api/crm/customers/`, { headers: { authorization: `Bearer ${access}` } })
    ).json()) as { data: { id: number }[] };
    const headers = { authorization: `Bearer ${access}`, 'x-customer-id': String(customers.data[0].id) };

    let most = 0;
    let bursting = true;
    const watch = (async () => {
      while (bursting) {
        most = Math.max(most, (await backends()).length);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const statuses = await Promise.all(
      Array.from({ length: 60 }, async () => (await fetch(`${server.baseUrl}/api/crm/sites/`, { headers })).status),
    );
    bursting = false;
    await watch;
    expect(statuses.every((status) => status === 200)).toBe(true);
    // Two pooled connections and the LISTEN one, however many requests come at once.
    expect(most).toBe(3);

    const before = (await backends()).sort();
    // node-postgres on its own closes a connection idle for 10 s; the next request then starts a new backend.
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    expect((await fetch(`${server.baseUrl}/api/crm/sites/`, { headers })).status).toBe(200);
    expect((await backends()).sort()).toEqual(before);
  }, 60_000);

  it('never wedges: after 20 connection kills within a minute under load, every request answers within 2 s', async () => {
    const { server, database, login } = started;
    const [site] = (await queryServer(database.url, 'select id, customer_id from sites order by id limit 1')) as {
      id: number;
      customer_id: number;
    }[];
    const { access } = (await (await login('admin@example.com', 'admin123')).json()) as { access: string };
    const headers = {
      authorization: `Bearer ${access}`,
      'x-customer-id': String(site.customer_id),
      'content-type': 'application/json',
    };
    const write = () =>
      fetch(`${server.baseUrl}/api/crm/sites/${site.id}/`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ description: `written at ${Date.now()}` }),
        signal: AbortSignal.timeout(2000),
      });
    const calls = [
      () => fetch(`${server.baseUrl}/api/crm/sites/`, { headers, signal: AbortSignal.timeout(2000) }),
      () => fetch(`${server.baseUrl}/api/crm/sites/${site.id}/`, { headers, signal: AbortSignal.timeout(2000) }),
      // A write runs in a transaction: its `begin` is what a killed connection used to fail without release.
      write,
      write,
    ];

    let running = true;
    // Load that does not wait on a wedged server: each call gives up after 2 s.
    const load = Array.from({ length: 16 }, async (_, n) => {
      for (let i = n; running; i += 1)
        await calls[i % calls.length]().then(
          (r) => r.arrayBuffer(),
          () => undefined,
        );
    });
    let kills = 0;
    const killsFrom = Date.now();
    while (kills < 20) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      const rows = await admin('SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity WHERE datname = $1', [
        database.name,
      ]);
      kills += rows.filter((row) => row.done).length > 0 ? 1 : 0;
    }
    expect(Date.now() - killsFrom).toBeLessThan(60_000);
    running = false;

    // The database never went away: from the last kill on, every request answers, within 2 s.
    const back = Date.now();
    const replies = await Promise.all(
      Array.from({ length: 30 }, async (_, n) => {
        const reply = await calls[n % calls.length]();
        await reply.arrayBuffer();
        return reply.status;
      }),
    );
    expect(Date.now() - back).toBeLessThan(2000);
    expect(replies).toEqual(Array(30).fill(200));
    const signIn = await login('staff@example.com', 'staff123');
    expect(signIn.status).toBe(200);
    expect(Date.now() - back).toBeLessThan(2000);
    await Promise.all(load);
    expect(server.child.exitCode).toBeNull();
  }, 90_000);
});
