import { buildSync } from 'esbuild';
import { root } from './build';

/**
 * What the Redux DevTools extension does in a page, for `page.addInitScript`: it offers
 * `window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__`, which RTK's configureStore picks up, and wraps the
 * store with `@redux-devtools/instrument` (its default settings: errors are not caught). Its Import
 * button reads a file with `importState` (`@redux-devtools/utils`) and dispatches
 * `{ type: 'IMPORT_STATE', nextLiftedState, preloadedState }` to the lifted store; here that is
 * `window.__devToolsImport(text)`, which answers how many recomputed states hold an error.
 */
const extension = `
import { compose } from 'redux';
import { instrument } from '@redux-devtools/instrument';
import { importState } from '@redux-devtools/utils';

let instrumented;
window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = (options = {}) => (...enhancers) => (createStore) => (reducer, preloaded) => {
  const withHistory = instrument(undefined, { maxAge: options.maxAge ?? 50, shouldCatchErrors: false });
  instrumented = compose(...enhancers, withHistory)(createStore)(reducer, preloaded);
  return instrumented;
};
window.__devToolsImport = (text) => {
  const imported = importState(text, {});
  instrumented.liftedStore.dispatch({ type: 'IMPORT_STATE', ...imported });
  const lifted = instrumented.liftedStore.getState();
  return { states: lifted.computedStates.length, errors: lifted.computedStates.filter((entry) => entry.error).map((entry) => entry.error) };
};
`;

let bundled: string | undefined;

export function devToolsExtensionScript(): string {
  bundled ??= buildSync({
    stdin: { contents: extension, resolveDir: root, loader: 'js' },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  }).outputFiles[0].text;
  return bundled;
}
