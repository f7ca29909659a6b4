import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { ConfirmDeleteDialog } from '../../../src/components/ConfirmDeleteDialog';
import { reportError } from '../../../src/core/api/reportError';
import { watchCrashes } from '../../../src/core/recording/crashWatch';

/** A store that keeps every action it is given, as a recording would. */
function actionLog() {
  const actions: UnknownAction[] = [];
  const store = configureStore({
    reducer: (state: null = null, action: UnknownAction) => (actions.push(action), state),
  });
  return { store, actions: () => actions.filter((action) => !action.type.startsWith('@@')) };
}

describe("what a recording learns beyond the app's own actions", () => {
  it('a confirmation dialog: opened, then confirmed or cancelled', async () => {
    const { store, actions } = actionLog();
    render(
      <Provider store={store}>
        <ConfirmDeleteDialog
          open
          title="Delete room?"
          message="Gone for good."
          onConfirm={() => {}}
          onClose={() => {}}
        />
      </Provider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(actions()).toEqual([
      { type: 'dialog/opened', payload: { title: 'Delete room?' } },
      { type: 'dialog/closed', payload: { title: 'Delete room?', outcome: 'confirmed' } },
      { type: 'dialog/closed', payload: { title: 'Delete room?', outcome: 'cancelled' } },
    ]);
  });

  it('crashes: a screen the error boundary caught, and a promise nobody handled', () => {
    const { store, actions } = actionLog();
    const stop = watchCrashes(store.dispatch);
    reportError(new TypeError('rooms is undefined'), { kind: 'render' });
    reportError(new Error('502'), { endpoint: 'getRoom' }); // a server error: a request action tells it already
    const rejection = Object.assign(new Event('unhandledrejection'), { reason: new Error('socket closed') });
    window.dispatchEvent(rejection);
    stop();
    window.dispatchEvent(rejection);
    expect(actions()).toEqual([
      { type: 'app/crashed', payload: { kind: 'render', message: 'TypeError: rooms is undefined', path: '/' } },
      { type: 'app/crashed', payload: { kind: 'unhandled-rejection', message: 'Error: socket closed', path: '/' } },
    ]);
  });
});
