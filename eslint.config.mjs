// ESLint for the whole repository (`npm run lint`). Besides the usual JavaScript and TypeScript checks
// it holds the architecture in place: which folder may import which (README "Layout"), no
// import cycles, no `any` and no `as unknown as` casts. Formatting is Prettier's job, not ESLint's.
import fs from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { defineConfig } from 'eslint/config';

/** Every folder under src/features: each may import only itself, src/core and src/components. */
const features = fs
  .readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message: 'A feature does not import another feature: share through src/core or src/components.',
}));

/**
 * The API server's layers, bottom first (README "Layout"): each imports only its own layer and
 * those below it, so nothing runs back up. Paths below server/src.
 */
const serverLayers = [
  {
    name: 'the ground (config, dataDir, http, net, routeros)',
    paths: ['config.ts', 'dataDir.ts', 'runScript.ts', 'heapGrowth.ts', 'http', 'net', 'routeros'],
  },
  { name: 'db', paths: ['db'] },
  { name: 'access, auth and media', paths: ['access', 'auth', 'media'] },
  { name: 'the domain (mikrotik, search, telemetry)', paths: ['mikrotik', 'search', 'telemetry'] },
  { name: 'entities', paths: ['entities'] },
  { name: 'jobs', paths: ['jobs'] },
  { name: 'realtime', paths: ['realtime'] },
  { name: 'plugins', paths: ['plugins'] },
  { name: 'routes', paths: ['routes'] },
  { name: 'the app (app.ts, server.ts)', paths: ['app.ts', 'server.ts'] },
];
const inServer = (paths) => paths.map((entry) => `./server/src/${entry}`);

const serverLayerZones = serverLayers.slice(0, -1).map((layer, index) => {
  const above = serverLayers.slice(index + 1);
  return {
    target: inServer(layer.paths),
    from: [...inServer(above.flatMap((upper) => upper.paths)), './server/seed'],
    message: `server/src: ${layer.name} is below ${above.map((upper) => upper.name).join(', ')} and server/seed: it imports none of them.`,
  };
});

/**
 * The seeders (server/seed: demo and large data, the first start's database) are a dev and demo tool
 * beside the product: they write rows straight through db (with auth's hashing, media and the device
 * key); of the product only server.ts (a first start) runs them.
 */
const seedZones = [
  {
    target: './server/seed',
    from: inServer(['entities', 'jobs', 'realtime', 'plugins', 'routes', 'app.ts', 'server.ts']),
    message:
      'server/seed writes through db, auth, media and mikrotik alone: it imports no entity, job, plugin, route or the app.',
  },
];

/** Who may import whom, as folders relative to the repository root. */
const boundaryZones = [
  ...serverLayerZones,
  ...seedZones,
  {
    target: './server',
    from: './tools',
    message:
      'The server does not import tools/ (the RouterOS simulator and other test and demo tools build on it, not the reverse).',
  },
  ...featureZones,
  {
    target: ['./src/core', './src/components'],
    from: ['./src/features', './src/app', './src/layout'],
    message: 'src/core and src/components are below the features, the app wiring and the layout: they import neither.',
  },
  {
    target: './server',
    from: './src',
    message: 'The server does not import the browser app: rules both check live in rules/.',
  },
  {
    target: './src',
    from: './server',
    message: 'The browser app does not import the server: rules both check live in rules/.',
  },
  {
    target: './rules',
    from: ['./src', './server'],
    message: 'rules/ is shared by the browser and the server, so it imports neither.',
  },
];

export default defineConfig(
  {
    ignores: ['dist/', 'data/', 'coverage/', 'test-results/', '.bench/', 'server/src/db/migrations/'],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { 'import-x': importX },
    settings: {
      // The TypeScript files must be parsed as TypeScript when no-cycle follows their imports.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-explicit-any': 'error',
      // tsc's noUnusedLocals and noUnusedParameters already report these.
      '@typescript-eslint/no-unused-vars': 'off',
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSAsExpression > TSAsExpression[typeAnnotation.type="TSUnknownKeyword"]',
          message: '`as unknown as` hides a type error: give the value a type that fits, or narrow it.',
        },
        {
          selector: 'CallExpression[callee.name="race"] Property > CallExpression[callee.name="delay"]',
          message:
            "A race's time-out is `raceTimeout(ms)` (src/core/raceTimeout.ts): saga tests let it fire only when they say so.",
        },
      ],
    },
  },
  {
    // Tables reference each other both ways (a user's last customer, a customer's users) through
    // drizzle's lazy `() => table.id`, which is safe at load time.
    files: ['server/src/db/schema/**'],
    rules: { 'import-x/no-cycle': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'test/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Playwright fixtures that need no other fixture still take the `{}` pattern.
    files: ['test/e2e/**'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: globals.node },
  },
);
