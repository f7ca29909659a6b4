import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import NodeEnvironment from 'jest-environment-node';
import type { PgliteRuntime } from '../../server/src/db/pglite';

// Module state of the host, shared by every test file this jest worker runs: compiling
// pglite.wasm costs about a second, so it happens once per worker.
let shared: PgliteRuntime | undefined;

function loadRuntime(): PgliteRuntime {
  if (shared) return shared;
  const load = createRequire(__filename);
  const { PGlite } = load('@electric-sql/pglite') as typeof import('@electric-sql/pglite');
  const { pg_trgm } = load(
    '@electric-sql/pglite/contrib/pg_trgm',
  ) as typeof import('@electric-sql/pglite/contrib/pg_trgm');
  const dist = path.dirname(load.resolve('@electric-sql/pglite'));
  const wasmModule = new WebAssembly.Module(fs.readFileSync(path.join(dist, 'pglite.wasm')));
  const fsBundle = new Blob([fs.readFileSync(path.join(dist, 'pglite.data'))]);
  shared = { PGlite, pg_trgm, wasmModule, fsBundle };
  return shared;
}

/**
 * Jest environment of the server tests. PGlite reads its WASM and extension files through dynamic
 * import(), which jest's VM sandbox rejects without --experimental-vm-modules; this environment
 * loads PGlite with the host's own require and hands it to the sandbox as `__pgliteRuntime`,
 * which test/support/serverDatabase.ts passes to openPglite(). Use it with the docblock
 * `@jest-environment ./test/support/serverEnvironment.ts`.
 */
export default class ServerEnvironment extends NodeEnvironment {
  constructor(...args: ConstructorParameters<typeof NodeEnvironment>) {
    super(...args);
    this.global.__pgliteRuntime = loadRuntime();
  }
}
