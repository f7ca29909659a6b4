import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, spawnServer, type ServerProcess } from '../../support/serverProcess';

/** Every file and directory under `dir` whose mode lets the group or others in. */
function openToOthers(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true })
    .map((name) => path.join(dir, String(name)))
    .filter((file) => (fs.statSync(file).mode & 0o077) !== 0);
}

/** The embedded database has one owner, and its files are that user's alone. */
describe('DATA_DIR of the embedded database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-datadir-'));
  let first: ServerProcess;

  beforeAll(async () => {
    // As an older version or a careless mkdir left it.
    fs.chmodSync(dataDir, 0o755);
    first = spawnServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
    await first.ready(240_000);
  }, 250_000);
  afterAll(async () => {
    await first?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('narrows the directory to 0700, saying so, and creates every file 0600', () => {
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(first.output()).toContain(`${dataDir} was open to other users (mode 755); changed to 700`);
    expect(fs.statSync(path.join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.join(dataDir, 'device-secret-key')).mode & 0o777).toBe(0o600);
    expect(fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    expect(first.output()).toMatch(/Made \d+ database files private to this user/);
    expect(openToOthers(dataDir)).toEqual([]);
  });

  it('refuses a second server on the same directory, with a clear message', async () => {
    const second = spawnServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
    const code = await second.exited;
    expect(code).not.toBe(0);
    expect(second.output()).toContain(
      `DATA_DIR ${dataDir} is in use by another Portico process (pid ${first.child.pid})`,
    );
    // The first one was not disturbed.
    expect((await fetch(`${first.baseUrl}/api/health/`)).status).toBe(200);
  }, 60_000);

  it('is not locked forever by a server that crashed', async () => {
    await first.stop('SIGKILL');
    expect(fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).toMatch(new RegExp(`^${first.child.pid} `));
    const next = spawnServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
    try {
      await next.ready(120_000);
      expect(fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).toMatch(new RegExp(`^${next.child.pid} `));
    } finally {
      expect(await next.stop()).toBe(0);
    }
    // A clean stop removes the claim.
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  }, 130_000);
});
