import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { NormalModuleReplacementPlugin } from 'webpack';
import type { Chunk, ChunkGraph, Compilation, Compiler, Configuration, Module, WebpackPluginInstance } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

/** Packages of the DataGrid and those only it imports (MUI X internals, the virtualizer). */
const GRID_PACKAGES = /[\\/]node_modules[\\/](@mui[\\/]x-|@base-ui[\\/]|use-sync-external-store[\\/])/;

const resourceOf = (module: Module | null) => (module as { resource?: string } | null)?.resource ?? '';

/** Used by the AppShell chunk (named app-shell where routes.tsx imports it): loaded by every signed-in page, so whatever it contains no page needs again. */
function inShell(module: Module, { chunkGraph }: { chunkGraph: ChunkGraph }): boolean {
  for (const chunk of chunkGraph.getModuleChunksIterable(module)) if (chunk.name === 'app-shell') return true;
  return false;
}

/** The DataGrid itself: a page whose chunk contains it shows a grid (a list, or a detail page's related list). */
const DATA_GRID = /[\\/]node_modules[\\/]@mui[\\/]x-data-grid[\\/]/;
/** Code several pages may share: packages and the app's shared components (the list kit); a feature's own modules stay with its pages. */
const SHARED_CODE = /[\\/](node_modules|src[\\/]components)[\\/]/;
/**
 * Shared code goes into the grid chunk when at least this share of the grid pages use it: the list kit and
 * the MUI pieces every list needs, not what a few detail pages share (a dialog, formik) or one page's own.
 */
const GRID_PAGES_SHARE = 0.5;

/** Whether a chunk (before splitting: a lazy page with everything it imports) shows a DataGrid. */
function showsGrid(chunk: Chunk, chunkGraph: ChunkGraph, known: WeakMap<Chunk, boolean>): boolean {
  let grid = known.get(chunk);
  if (grid === undefined) {
    grid = [...chunkGraph.getChunkModulesIterable(chunk)].some((m) => DATA_GRID.test(resourceOf(m)));
    known.set(chunk, grid);
  }
  return grid;
}

/**
 * The `grid` chunk, split out of grid pages only: the DataGrid's packages and whatever shared code (the
 * MUI inputs its slots import, the list kit of src/components) several grid pages use, so that a list's
 * own chunk holds its page. Pages without a grid (forms, the dashboard, most detail pages) keep their
 * own copies of the MUI pieces they share with it and never download the DataGrid.
 * `plugin` hands the compilation's chunk graph to the cache group's chunk filter, which only gets the chunk.
 */
function gridSplit() {
  const gridChunks = new WeakMap<Chunk, boolean>();
  let compilation: Compilation | undefined;
  let gridPageCount: number | undefined;
  const isGridPage = (chunk: Chunk) => !chunk.canBeInitial() && showsGrid(chunk, compilation!.chunkGraph, gridChunks);
  const plugin: WebpackPluginInstance = {
    apply: (compiler: Compiler) =>
      compiler.hooks.thisCompilation.tap('GridPages', (current) => {
        compilation = current;
        gridPageCount = undefined;
      }),
  };
  const usedByMostGridPages = (module: Module) => {
    gridPageCount ??= [...compilation!.chunks].filter(isGridPage).length;
    const chunks = [...compilation!.chunkGraph.getModuleChunksIterable(module)];
    return chunks.filter(isGridPage).length >= gridPageCount * GRID_PAGES_SHARE;
  };
  const cacheGroup = {
    name: 'grid',
    priority: 30,
    enforce: true,
    chunks: isGridPage,
    test: (module: Module) =>
      GRID_PACKAGES.test(resourceOf(module)) || (SHARED_CODE.test(resourceOf(module)) && usedByMostGridPages(module)),
  };
  return { plugin, cacheGroup };
}

/** The DataGrid's material slots (one module importing a MUI component for every slot any MUI X grid has). */
const GRID_MATERIAL_SLOTS = /[\\/]node_modules[\\/]@mui[\\/]x-data-grid[\\/]material[\\/]/;
/**
 * Slots (baseTabs, baseTab, baseSwitch, baseToggleButton) that no module of @mui/x-data-grid renders, only
 * the Pro and Premium grids' panels: worth checking again when upgrading @mui/x-data-grid.
 */
const SLOTS_THE_GRID_NEVER_RENDERS = /^@mui\/material\/(Tabs|Tab|Switch|ToggleButton)$/;

/**
 * Where the DataGrid's material slots import one of those components, they get src/components/gridSlots'
 * stand-in instead, which fetches it on a first render: a list does not download Tabs, Switch and
 * ToggleButton (6.3 KiB gzip) for slots it never shows.
 */
const deferredGridSlots = () =>
  new NormalModuleReplacementPlugin(SLOTS_THE_GRID_NEVER_RENDERS, (resource) => {
    if (!GRID_MATERIAL_SLOTS.test(resource.contextInfo?.issuer ?? '')) return;
    const component = resource.request.slice('@mui/material/'.length);
    // A full path with its extension: the slots module is strict ESM (.mjs).
    resource.request = path.resolve(__dirname, 'src/components/gridSlots', `${component}.ts`);
  });

/** MUI's theme modules that import the CSS-variables theme code only for a branch our theme never takes. */
const MUI_THEME_DISPATCH = /[\\/]node_modules[\\/]@mui[\\/]material[\\/]styles[\\/](createTheme|ThemeProvider)\.mjs$/;
const CSS_VARIABLES_THEME = /^\.\/(createThemeWithVars|ThemeProviderWithVars)\.mjs$/;

/**
 * createTheme and ThemeProvider pick MUI's plain or CSS-variables theme at run time, so both ship. Our
 * theme (src/app/theme/createAppTheme.ts) has no `cssVariables` or `colorSchemes` and always takes the
 * plain path: the other one is swapped for src/app/theme/cssVariablesLeftOut.ts, which throws if reached.
 */
const withoutCssVariablesTheme = () =>
  new NormalModuleReplacementPlugin(CSS_VARIABLES_THEME, (resource) => {
    if (!MUI_THEME_DISPATCH.test(resource.contextInfo?.issuer ?? '')) return;
    resource.request = path.resolve(__dirname, 'src/app/theme/cssVariablesLeftOut.ts');
  });

/** `shell`: the AppShell and every module it uses (MUI pieces included), loaded by every signed-in page. */
const shellCacheGroup = {
  name: 'shell',
  chunks: 'async',
  priority: 40,
  enforce: true,
  reuseExistingChunk: true,
  test: inShell,
} as const;

/**
 * One config for `npm run build` (production) and `npm run dev` (development).
 * Hashed file names let the server cache assets for a year; routes are lazy chunks.
 */
export default function webpackConfig(
  mode: 'production' | 'development' = 'production',
): Configuration & { devServer?: DevServerConfiguration } {
  const production = mode === 'production';
  const grid = gridSplit();
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
      grid.plugin,
      deferredGridSlots(),
      withoutCssVariablesTheme(),
      new HtmlWebpackPlugin({
        template: path.resolve(__dirname, 'public/index.html'),
        favicon: path.resolve(__dirname, 'public/favicon.svg'),
      }),
    ],
    optimization: {
      runtimeChunk: 'single',
      moduleIds: 'deterministic',
      // Named shared chunks so that a route's own chunk holds only its page; whatever else several
      // pages share is split by webpack's defaults.
      splitChunks: { cacheGroups: { shell: shellCacheGroup, grid: grid.cacheGroup } },
    },
    performance: { hints: false },
    devServer: {
      host: process.env.HOST ?? '127.0.0.1',
      port: Number(process.env.DEV_PORT ?? 3000),
      historyApiFallback: true,
      proxy: [{ context: ['/api', '/docs'], target: `http://127.0.0.1:${process.env.PORT ?? 8080}`, ws: true }],
    },
  };
}
