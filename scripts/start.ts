/**
 * `npm start`: builds the web app when dist/ is missing or older than its sources (in a child
 * process), then starts the API server in this process — creating and seeding the embedded
 * database first if DATA_DIR is new (also in a child: see server/src/db/prepareDataDir.ts) — and
 * prints the console URL, the demo logins (embedded database) and the server's memory.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig, repoRoot } from '../server/src/config';
import { errorSummary } from '../server/src/db/errorReport';
import { demoLogins } from '../server/seed/demo/demoUsers';
import { runScript } from '../server/src/runScript';
import { startServer } from '../server/src/server';

/** Newest modification time under the given paths (files and directories, recursively). */
function newestMtime(paths: string[]): number {
  let newest = 0;
  const visit = (target: string) => {
    if (!fs.existsSync(target)) return;
    const stat = fs.statSync(target);
    newest = Math.max(newest, stat.mtimeMs);
    if (stat.isDirectory()) for (const name of fs.readdirSync(target)) visit(path.join(target, name));
  };
  paths.forEach((p) => visit(path.join(repoRoot, p)));
  return newest;
}

function webBuildIsStale(distDir: string): boolean {
  const index = path.join(distDir, 'index.html');
  if (!fs.existsSync(index)) return true;
  return fs.statSync(index).mtimeMs < newestMtime(['src', 'public', 'webpack.config.ts']);
}

async function main() {
  const config = loadConfig();
  if (config.staticRoot && webBuildIsStale(config.staticRoot)) {
    console.log('Building the web app (dist/ is missing or older than src/)…');
    await runScript(path.join(repoRoot, 'scripts/build.ts'));
  }
  const { url } = await startServer(config);
  const rss = Math.round(process.memoryUsage().rss / (1024 * 1024));
  const width = Math.max(...demoLogins.map((login) => login.email.length));
  console.log(
    [
      '',
      `  Portico console:  ${url}/`,
      `  API docs:         ${url}/api/docs`,
      `  Database:         ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}`,
      `  Server memory:    ${rss} MiB RSS`,
      '',
      // Only the embedded database is seeded with the demo data on start.
      ...(config.databaseUrl
        ? []
        : [
            '  Demo logins:',
            ...demoLogins.map(
              (login) => `    ${login.email.padEnd(width)}  ${login.password.padEnd(10)} ${login.note}`,
            ),
            '',
          ]),
    ].join('\n'),
  );
}

main().catch((error) => {
  // The whole cause chain: drizzle's "Failed query: …" alone does not say why it failed.
  console.error(errorSummary(error));
  process.exit(1);
});
