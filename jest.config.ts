/** @jest-config-loader esbuild-register */
import { availableParallelism } from 'node:os';
import type { Config } from 'jest';

// Type checking is `npm run typecheck`'s job; jest only transpiles.
const transform = { '^.+\\.tsx?$': ['ts-jest', { tsconfig: { jsx: 'react-jsx' }, diagnostics: false }] } as const;

// Redux DevTools' packages (the recording's import check) ship only ES modules: jest runs CommonJS.
const esmPackages = ['@redux-devtools', 'nanoid'];
const clientTransform = {
  ...transform,
  '^.+\\.js$': ['ts-jest', { tsconfig: { allowJs: true }, diagnostics: false }],
} as const;

const config: Config = {
  // Jest's default keeps a core for its own process, which idles: on two cores that halves the speed.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  projects: [
    {
      displayName: 'client',
      testEnvironment: '<rootDir>/test/support/jsdomEnvironment.ts',
      testMatch: ['<rootDir>/test/client/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/test/support/setupClient.ts'],
      transform: clientTransform,
      transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
    },
    {
      displayName: 'server',
      // PGlite's dynamic import() must load outside jest's module sandbox.
      testEnvironment: '<rootDir>/test/support/serverEnvironment.ts',
      testMatch: ['<rootDir>/test/server/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/support/setupServer.ts'],
      transform,
    },
  ],
};

export default config;
