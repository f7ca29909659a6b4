import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from './components/ErrorBoundary';
import { AppProviders } from './app/providers';
import { AppRouter, createAppHistory, reportLocations } from './app/router';
import { routes } from './app/routes';
import { makeStore } from './app/store';
import { openRealtimeWorker } from './core/realtime/openRealtimeWorker';
import { setRealtimeConnector } from './core/realtime/realtimePort';
import { watchCrashes } from './core/recording/crashWatch';

// The realtime worker is registered before the sagas start; tests run without one.
setRealtimeConnector(openRealtimeWorker);

// makeStore starts the root saga and redux-persist; the history registers itself for the sagas.
const store = makeStore();
watchCrashes(store.dispatch);
const history = createAppHistory();
reportLocations(history, store.dispatch);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ErrorBoundary>
      <AppProviders store={store}>
        <AppRouter history={history} routes={routes} />
      </AppProviders>
    </ErrorBoundary>
  </StrictMode>,
);
