/**
 * `npm run dev`: the API server (restarted on change by `tsx watch`) on PORT (8080) and
 * webpack-dev-server on DEV_PORT (3000) with hot reload, proxying /api to the server.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { repoRoot } from '../server/src/config';
import webpackConfig from '../webpack.config';

async function main() {
  const tsxCli = require.resolve('tsx/cli');
  // The dev server serves the app; the API server does not need dist/.
  const api = spawn(
    process.execPath,
    [tsxCli, 'watch', '--clear-screen=false', path.join(repoRoot, 'server/src/server.ts')],
    {
      stdio: 'inherit',
      env: { ...process.env, STATIC_ROOT: 'off' },
    },
  );
  const config = webpackConfig('development');
  const devServer = new WebpackDevServer(config.devServer, webpack(config));
  await devServer.start();
  console.log(
    `\n  Portico (dev):  http://${config.devServer?.host}:${config.devServer?.port}/  (API on port ${process.env.PORT ?? 8080})\n`,
  );

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    api.kill('SIGTERM');
    await devServer.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  api.on('exit', (code) => {
    if (!stopping)
      console.error(
        `API server exited (code ${code}); webpack-dev-server keeps running. Fix the error and save to restart.`,
      );
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
