import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Configuration, Module } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

/** Packages of the DataGrid and those only it imports (MUI X internals, the virtualizer). */
const GRID_PACKAGES = /[\\/]node_modules[\\/](@mui[\\/]x-|@base-ui[\\/]|use-sync-external-store[\\/])/;

type SplitContext = {
  chunkGraph: { getModuleChunksIterable(module: Module): Iterable<{ name?: string | null }> };
  moduleGraph: { getIncomingConnections(module: Module): Iterable<{ originModule: Module | null }> };
};

const resourceOf = (module: Module | null) => (module as { resource?: string } | null)?.resource ?? '';

/** Used by the AppShell chunk (named app-shell where routes.tsx imports it): loaded by every signed-in page, so whatever it contains no page needs again. */
function inShell(module: Module, { chunkGraph }: SplitContext): boolean {
  for (const chunk of chunkGraph.getModuleChunksIterable(module)) if (chunk.name === 'app-shell') return true;
  return false;
}

/** The DataGrid's packages and the MUI components only libraries import, the DataGrid among them. */
function inGrid(module: Module, { moduleGraph }: SplitContext): boolean {
  if (GRID_PACKAGES.test(resourceOf(module))) return true;
  const importers = [...moduleGraph.getIncomingConnections(module)].map((c) => resourceOf(c.originModule));
  // Not what the app imports itself (Skeleton on the dashboard…): those stay out of the dashboard's way.
  const fromApp = importers.some((resource) => !resource.includes(`${path.sep}node_modules${path.sep}`));
  return !fromApp && importers.some((resource) => GRID_PACKAGES.test(resource));
}

/**
 * Two named shared chunks so that a route's own chunk holds only its page: `shell` (the AppShell and
 * every module it uses, MUI pieces included) and `grid` (the DataGrid). Whatever else several pages
 * share is split by webpack's defaults.
 */
const sharedChunks = {
  shell: { name: 'shell', chunks: 'async', priority: 40, enforce: true, reuseExistingChunk: true, test: inShell },
  grid: { name: 'grid', chunks: 'async', priority: 30, enforce: true, test: inGrid },
} as const;

/**
 * One config for `npm run build` (production) and `npm run dev` (development).
 * Hashed file names let the server cache assets for a year; routes are lazy chunks.
 */
export default function webpackConfig(
  mode: 'production' | 'development' = 'production',
): Configuration & { devServer?: DevServerConfiguration } {
  const production = mode === 'production';
  return {
    mode,
    entry: path.resolve(__dirname, 'src/index.tsx'),
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    // No eval-based source maps: the app must run under a CSP without 'unsafe-eval'.
    devtool: production ? false : 'cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'ts-loader',
          // ES modules keep `import()` as code-split points and let webpack tree-shake.
          options: { transpileOnly: true, compilerOptions: { module: 'esnext', noEmit: false } },
        },
        { test: /\.(png|svg|ico|jpg|jpeg|webp)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: path.resolve(__dirname, 'public/index.html'),
        favicon: path.resolve(__dirname, 'public/favicon.svg'),
      }),
    ],
    optimization: { runtimeChunk: 'single', moduleIds: 'deterministic', splitChunks: { cacheGroups: sharedChunks } },
    performance: { hints: false },
    devServer: {
      host: process.env.HOST ?? '127.0.0.1',
      port: Number(process.env.DEV_PORT ?? 3000),
      historyApiFallback: true,
      proxy: [{ context: ['/api', '/docs'], target: `http://127.0.0.1:${process.env.PORT ?? 8080}`, ws: true }],
    },
  };
}
