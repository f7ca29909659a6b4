/**
 * `npm run build`: the production bundle into dist/ through webpack's Node API with the config of
 * webpack.config.ts, then .gz and .br copies of text assets so the server can send them
 * precompressed (see server/src/plugins/staticApp.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import webpack, { type Stats } from 'webpack';
import webpackConfig from '../webpack.config';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const compressible = /\.(js|css|html|svg|json|txt|map)$/;

function compile(): Promise<Stats> {
  const compiler = webpack(webpackConfig('production'));
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (!stats || stats.hasErrors())
        return reject(new Error(stats?.toString({ all: false, errors: true, colors: true }) ?? 'webpack failed'));
      resolve(stats);
    }),
  );
}

async function precompress(dir: string): Promise<number> {
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !compressible.test(file) || fs.statSync(file).size < 1024) continue;
    const data = fs.readFileSync(file);
    fs.writeFileSync(`${file}.gz`, await gzip(data, { level: 9 }));
    fs.writeFileSync(`${file}.br`, await brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
    count += 1;
  }
  return count;
}

async function main() {
  const started = Date.now();
  const stats = await compile();
  const outputPath = stats.compilation.outputOptions.path!;
  if (stats.hasWarnings()) console.warn(stats.toString({ all: false, warnings: true, colors: true }));
  const compressed = await precompress(outputPath);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `Built ${path.relative(process.cwd(), outputPath) || outputPath}/ in ${seconds} s (${compressed} files precompressed).`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
