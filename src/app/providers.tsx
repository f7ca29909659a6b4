import { lazy, useSyncExternalStore, type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { ReplayBanner } from '../components/recording/ReplayBanner';
import { Toasts } from '../components/Toasts';
import { ListImporterContext } from '../components/entity/listImporter';
import { ListBulkEditorContext } from '../components/entity/listBulkEditor';
import { QuickSearchShortcut } from '../core/search/QuickSearchShortcut';
import { AppThemeProvider } from './theme/AppThemeProvider';
import type { AppStore } from './store';

// The lists' CSV importer, loaded when a user first opens it.
const ImportDialog = lazy(() => import('../features/imports/ImportDialog'));
// The lists' bulk edit and delete, loaded when a user first ticks a row.
const bulkEditor = {
  SelectionBar: lazy(() => import(/* webpackChunkName: "bulk-bar" */ '../features/bulk/BulkSelectionBar')),
  Dialog: lazy(() => import('../features/bulk/BulkDialog')),
};

/**
 * Renders its children once redux-persist has restored the store, like redux-persist's PersistGate.
 * Unlike PersistGate it reads the flag during render: restoring from localStorage has normally
 * finished before React's first render, so the screen appears in the first commit, not after a
 * spinner commit.
 */
function RehydrationGate({ persistor, children }: { persistor: Persistor; children: ReactNode }) {
  const rehydrated = useSyncExternalStore(persistor.subscribe, () => persistor.getState().bootstrapped);
  return rehydrated ? children : <FullPageSpinner />;
}

/**
 * Everything a screen needs around it: the store (after redux-persist restored it), the light/dark
 * theme, the toasts, the quick-search shortcut and the lists' importer. Tests wrap screens in the same providers with their own store.
 */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  const content = (
    <AppThemeProvider>
      <ReplayBanner />
      <ListImporterContext value={ImportDialog}>
        <ListBulkEditorContext value={bulkEditor}>{children}</ListBulkEditorContext>
      </ListImporterContext>
      <Toasts />
      <QuickSearchShortcut />
    </AppThemeProvider>
  );
  return (
    <ReduxProvider store={store}>
      {store.persistor ? <RehydrationGate persistor={store.persistor}>{content}</RehydrationGate> : content}
    </ReduxProvider>
  );
}
