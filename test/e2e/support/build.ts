import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(__dirname, '../../..');

/** Newest modification time (ms) of any file under the given paths. */
function newestMtime(paths: string[]): number {
  let newest = 0;
  const visit = (p: string): void => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    newest = Math.max(newest, stat.mtimeMs); // a directory's mtime changes when a file is removed
    if (stat.isDirectory()) for (const name of fs.readdirSync(p)) visit(path.join(p, name));
  };
  paths.forEach((p) => visit(path.join(root, p)));
  return newest;
}

/**
 * Builds the production bundle when dist/ is missing or older than the browser sources, so the
 * tests and benchmarks always exercise the code in the working tree (the server only serves dist/).
 */
export function ensureProductionBuild(): void {
  const indexHtml = path.join(root, 'dist/index.html');
  const builtAt = fs.existsSync(indexHtml) ? fs.statSync(indexHtml).mtimeMs : 0;
  const sourcesAt = newestMtime(['src', 'public', 'webpack.config.ts', 'scripts/webpack', 'package-lock.json']);
  if (builtAt > sourcesAt) return;
  console.log(builtAt ? 'dist/ is older than src/: rebuilding…' : 'dist/ missing: building…');
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status})`);
  console.log(`build done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
