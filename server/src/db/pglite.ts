import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Mutex } from 'async-mutex';
import { drizzle } from 'drizzle-orm/pglite';
import type { DatabaseHandle } from './database';
import { reusePreparedStatements } from './pglitePreparedStatements';
import * as schema from './schema';

/**
 * The PGlite module and the extensions it loads (pg_trgm, so migrations may `CREATE EXTENSION
 * pg_trgm`). Replaceable because PGlite loads files with dynamic import(), which jest's module
 * sandbox refuses: the test harness passes copies loaded by the host's own require.
 */
export interface PgliteRuntime {
  PGlite: typeof PGlite;
  pg_trgm: typeof pg_trgm;
  /** Compiled pglite.wasm and its file bundle, reusable across instances to skip recompiling. */
  wasmModule?: WebAssembly.Module;
  fsBundle?: Blob;
}

const bundledRuntime: PgliteRuntime = { PGlite, pg_trgm };

/** `<dataDir>/pglite`, the embedded database's directory. */
export function pgliteDir(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

/** True when the directory already holds an initialised cluster (initdb ran there before). */
export function pgliteDirInitialised(dir: string): boolean {
  return fs.existsSync(path.join(dir, 'PG_VERSION'));
}

/**
 * PGlite runs one statement at a time on this thread, so a few requests in flight are enough to keep
 * it busy while others parse and serialise (bench:load-api, 40 s each: 2, 4, 8 and 16 places gave
 * p95 1,349, 1,223, 1,399 and 1,460 ms; 1,828 with no limit).
 */
const PGLITE_REQUEST_PLACES = 4;

/**
 * Opens PGlite: file-backed when `dir` is given, else in memory; `loadDataDir` starts from a
 * tarball made by `dumpDataDir()` (the test harness uses this to skip initdb).
 */
export async function openPglite(options: {
  dir?: string;
  loadDataDir?: Blob;
  runtime?: PgliteRuntime;
}): Promise<Extract<DatabaseHandle, { kind: 'pglite' }> & { client: PGlite }> {
  const runtime = options.runtime ?? bundledRuntime;
  if (options.dir) fs.mkdirSync(options.dir, { recursive: true });
  // PGlite's default 128 MB of shared buffers is all resident WASM memory; table files are read
  // through the OS page cache anyway, so 32 MB keeps the server near 300 MiB RSS at no real cost.
  const sharedBuffers = process.env.PGLITE_SHARED_BUFFERS || '32MB';
  const startParams = [...runtime.PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`];
  const extensions = { pg_trgm: runtime.pg_trgm };
  const client = await runtime.PGlite.create({
    dataDir: options.dir,
    loadDataDir: options.loadDataDir,
    extensions,
    startParams,
    pgliteWasmModule: runtime.wasmModule,
    fsBundle: runtime.fsBundle,
  });
  reusePreparedStatements(client);
  yieldBeforeStatements(client);
  const db = drizzle({ client, schema });
  return { db, client, kind: 'pglite', requestPlaces: PGLITE_REQUEST_PLACES, close: () => client.close() };
}

const nextEventLoopTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
/** How long statements may run back to back before the event loop gets a turn. */
const STATEMENT_SLICE_MS = 10;

/**
 * PGlite runs statements on this thread. Left to itself, under load it ran one waiting statement
 * after another within a turn of the event loop, and Node accepted about one new connection per turn:
 * a browser connecting during a burst waited tens of seconds while open connections were served
 * (bench:load-api). Here statements and transactions queue in one FIFO lane, and once statements have
 * held the thread for STATEMENT_SLICE_MS the next one waits for a new turn, so connections and
 * requests are taken in between.
 */
function yieldBeforeStatements(client: PGlite): void {
  const lane = new Mutex();
  let sliceStartedAt = performance.now();
  const inTurn =
    <Args extends unknown[], Result>(run: (...args: Args) => Promise<Result>) =>
    (...args: Args) =>
      lane.runExclusive(async () => {
        if (performance.now() - sliceStartedAt >= STATEMENT_SLICE_MS) {
          await nextEventLoopTurn();
          sliceStartedAt = performance.now();
        }
        return run(...args);
      });
  client.query = inTurn(client.query.bind(client)) as typeof client.query;
  client.exec = inTurn(client.exec.bind(client));
  client.transaction = inTurn(client.transaction.bind(client)) as typeof client.transaction;
}
