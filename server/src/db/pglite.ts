import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import type { DatabaseHandle } from './database';
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
  const db = drizzle({ client, schema });
  return { db, client, kind: 'pglite', close: () => client.close() };
}
