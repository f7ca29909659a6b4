import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { ErrorBoundary } from './components/ErrorBoundary';
import { AppProviders } from './app/providers';
import { createAppRouter, reportLocations } from './app/router';
import { makeStore } from './app/store';
import { openRealtimeWorker } from './core/realtime/openRealtimeWorker';
import { setRealtimeConnector } from './core/realtime/realtimePort';

// The realtime worker is registered before the sagas start; tests run without one.
setRealtimeConnector(openRealtimeWorker);

// makeStore starts the root saga and redux-persist; the router registers itself for the sagas.
const store = makeStore();
const router = createAppRouter();
reportLocations(router, store.dispatch);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ErrorBoundary>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </ErrorBoundary>
  </StrictMode>,
);
