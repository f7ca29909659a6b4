import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { Toasts } from '../components/Toasts';
import { AppThemeProvider } from './theme/AppThemeProvider';
import type { AppStore } from './store';

/**
 * Everything a screen needs around it: the store (after redux-persist restored it), the light/dark
 * theme and the toasts. Tests wrap screens in the same providers with their own store.
 */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  const content = (
    <AppThemeProvider>
      {children}
      <Toasts />
    </AppThemeProvider>
  );
  return (
    <ReduxProvider store={store}>
      {store.persistor ? (
        <PersistGate persistor={store.persistor} loading={<FullPageSpinner />}>
          {content}
        </PersistGate>
      ) : (
        content
      )}
    </ReduxProvider>
  );
}
