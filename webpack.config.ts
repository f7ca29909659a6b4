import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Configuration, Module } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

/** Packages of the DataGrid and those only it imports (MUI X internals, the virtualizer). */
const GRID_PACKAGES = /[\\/]node_modules[\\/](@mui[\\/]x-|@base-ui[\\/]|use-sync-external-store[\\/])/;

type SplitContext = {
  chunkGraph: {
    getModuleChunksIterable(module: Module): Iterable<{ name?: string | null }>;
    getChunkModulesIterable(chunk: object): Iterable<Module>;
  };
  moduleGraph: { getIncomingConnections(module: Module): Iterable<{ originModule: Module | null }> };
};

const resourceOf = (module: Module | null) => (module as { resource?: string } | null)?.resource ?? '';

/** Used by the AppShell chunk (named app-shell where routes.tsx imports it): loaded by every signed-in page, so whatever it contains no page needs again. */
function inShell(module: Module, { chunkGraph }: SplitContext): boolean {
  for (const chunk of chunkGraph.getModuleChunksIterable(module)) if (chunk.name === 'app-shell') return true;
  return false;
}

/** Pages that may load the grid chunk for the MUI inputs it shares with them: lists and forms. */
const GRID_OR_FORM = /[\\/]node_modules[\\/](@mui[\\/]x-data-grid|formik)[\\/]/;
const gridOrFormChunks = new WeakMap<object, boolean>();

/** Whether a chunk (before splitting: a lazy page with everything it imports) has a DataGrid or a form. */
function hasGridOrForm(chunk: object, chunkGraph: SplitContext['chunkGraph']): boolean {
  let known = gridOrFormChunks.get(chunk);
  if (known === undefined) {
    known = [...chunkGraph.getChunkModulesIterable(chunk)].some((m) => GRID_OR_FORM.test(resourceOf(m)));
    gridOrFormChunks.set(chunk, known);
  }
  return known;
}

/**
 * The DataGrid's packages and the MUI components they import (TextField, Select, Tabs, TablePagination…)
 * when every page using them shows a DataGrid or a form (which also come from lists): a list then loads
 * them in one shared chunk, and the dashboard's Skeleton stays out of it.
 */
function inGrid(module: Module, { chunkGraph, moduleGraph }: SplitContext): boolean {
  if (GRID_PACKAGES.test(resourceOf(module))) return true;
  const importers = [...moduleGraph.getIncomingConnections(module)].map((c) => resourceOf(c.originModule));
  if (!importers.some((resource) => GRID_PACKAGES.test(resource))) return false;
  return [...chunkGraph.getModuleChunksIterable(module)].every((chunk) => hasGridOrForm(chunk, chunkGraph));
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
