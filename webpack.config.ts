import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { DefinePlugin, NormalModuleReplacementPlugin } from 'webpack';
import { buildInfo } from './scripts/buildInfo';
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

/**
 * The DataGrid component: a page whose chunk contains it shows a grid (a list, or a detail page's related
 * list). Not any module of the package: the grid's deferred parts (deferredGridParts) are chunks of their own.
 */
const DATA_GRID = /[\\/]node_modules[\\/]@mui[\\/]x-data-grid[\\/]DataGrid[\\/]DataGrid\.mjs$/;
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
const GRID_MATERIAL_SLOTS = /[\\/]node_modules[\\/]@mui[\\/]x-data-grid[\\/]material[\\/]index\.mjs$/;
/**
 * Material slots a list does not show when it opens: Tabs, Tab, Switch and ToggleButton only the Pro and
 * Premium grids' panels render; Autocomplete and FormControlLabel only the filter and columns panels;
 * LinearProgress only while a later page or sort loads (the first load shows skeleton rows). Checkbox,
 * which row selection shows at once, becomes the browser's own (gridSlots/NativeCheckbox).
 */
const SLOTS_NOT_SHOWN_AT_FIRST =
  /^@mui\/material\/(Tabs|Tab|Switch|ToggleButton|Autocomplete|Checkbox|FormControlLabel|LinearProgress)$/;
/** The DataGrid's default slots: the component behind each slot a grid is not given. */
const GRID_DEFAULT_SLOTS =
  /[\\/]node_modules[\\/]@mui[\\/]x-data-grid[\\/]constants[\\/]defaultGridSlotsComponents\.mjs$/;
/** What the default slots import from the grid's components: the barrel (panels included) and the default toolbar. */
const DEFAULT_SLOT_COMPONENTS: Record<string, string> = {
  '../components/index.mjs': 'defaultSlotComponents.tsx',
  '../components/toolbarV8/GridToolbar.mjs': 'GridToolbar.ts',
};

/**
 * Parts of the DataGrid a list does not show when it opens, swapped for
 * src/components/gridSlots' stand-ins that fetch them on a first render: the material slots above, the
 * preferences panel (columns, filters) and the default toolbar (our lists have their own). A list then
 * downloads about 9 KiB gzip less; everything still works should a grid feature use them. Worth checking
 * again when upgrading @mui/x-data-grid: its build fails if a swapped file moves.
 */
const deferredGridParts = () =>
  new NormalModuleReplacementPlugin(/./, (resource) => {
    const issuer = resource.contextInfo?.issuer ?? '';
    let standIn: string | undefined;
    if (GRID_MATERIAL_SLOTS.test(issuer) && SLOTS_NOT_SHOWN_AT_FIRST.test(resource.request))
      standIn = `${resource.request.slice('@mui/material/'.length)}.ts`;
    else if (GRID_DEFAULT_SLOTS.test(issuer)) standIn = DEFAULT_SLOT_COMPONENTS[resource.request];
    // A full path with its extension: the grid's modules are strict ESM (.mjs).
    if (standIn) resource.request = path.resolve(__dirname, 'src/components/gridSlots', standIn);
  });

/** Who imports MUI's Popper for something that opens later: the Tooltip, and the DataGrid's material slots (menus, panels). */
const POPPER_USERS =
  /[\\/]node_modules[\\/]@mui[\\/](material[\\/]Tooltip[\\/]Tooltip|x-data-grid[\\/]material[\\/]index)\.mjs$/;
const POPPER_REQUEST = /^(\.\.\/Popper\/index\.mjs|@mui\/material\/Popper)$/;

/**
 * A closed Popper renders nothing, yet MUI's Popper and @popperjs/core (about 9 KiB gzip) would ship in the
 * shell every page loads, because the shell's buttons have tooltips: Tooltip and the grid get
 * src/components/gridSlots/Popper.tsx instead, which fetches the real one the first time one opens.
 */
const deferredPopper = () =>
  new NormalModuleReplacementPlugin(POPPER_REQUEST, (resource) => {
    if (!POPPER_USERS.test(resource.contextInfo?.issuer ?? '')) return;
    resource.request = path.resolve(__dirname, 'src/components/gridSlots/Popper.tsx');
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

/** The module of react-router's production build that holds its components (see the loader). */
const REACT_ROUTER_BUILD = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[\w]+\.mjs$/;

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
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        // @mui/x-data-grid's own files, which its package exports do not list: for src/components/gridSlots' stand-ins.
        'x-data-grid-files': path.resolve(__dirname, 'node_modules/@mui/x-data-grid'),
        // react-router ships a production build without its development warnings, but exports only the
        // development one to every bundler; production takes the other.
        ...(production && {
          'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs'),
        }),
      },
    },
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
        // @emotion/react imports it only for withTheme, which nothing uses; the package does not say it is side-effect free.
        { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
        {
          test: REACT_ROUTER_BUILD,
          loader: path.resolve(__dirname, 'scripts/webpack/reactRouterWithoutSideEffects.ts'),
        },
      ],
    },
    plugins: [
      // What a session recording's header names: the app's version, commit and build time.
      new DefinePlugin({ 'process.env.PORTICO_BUILD': JSON.stringify(JSON.stringify(buildInfo())) }),
      grid.plugin,
      deferredGridParts(),
      deferredPopper(),
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
