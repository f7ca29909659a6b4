import { expectSaga } from 'redux-saga-test-plan';
import { bulkSagas, bulkUndoRequested } from '../../../../src/core/bulk/bulkSagas';
import { createRootReducer, type RootState } from '../../../../src/core/state/rootReducer';
import { httpError, ok, sagaEdges, stateWith } from '../../../support/sagaEdges';

/** The toast's Undo, run through the real sagas and reducer; what the user reads is the toast. */
async function undo(answer: ReturnType<typeof ok> | ReturnType<typeof httpError>) {
  const edges = sagaEdges({ endpoints: { undoBulk: answer } });
  const { storeState } = await expectSaga(bulkSagas)
    .withReducer(createRootReducer(), stateWith())
    .provide(edges.providers)
    .dispatch(bulkUndoRequested({ id: 7, entity: 'networks' }))
    .silentRun(500);
  expect(edges.log.endpointCalls).toMatchObject([{ name: 'undoBulk', arg: { id: 7, entity: 'networks' } }]);
  return (storeState as RootState).notifications.queue.map(({ title, message, variant }) => ({
    title,
    message,
    variant,
  }));
}

describe('undo of a bulk edit from its toast', () => {
  it('says how many rows came back', async () => {
    expect(await undo(ok({ restored: 12 }))).toEqual([
      { title: 'Bulk edit undone', message: '12 rows restored', variant: 'success' },
    ]);
  });

  it('says why the server refused (a row changed since), and that it was not undone', async () => {
    const refused = httpError(409, { detail: 'Cannot undo: network 4 was changed since the bulk edit.' });
    expect(await undo(refused)).toEqual([
      { title: 'Undo failed', message: 'Cannot undo: network 4 was changed since the bulk edit.', variant: 'error' },
    ]);
  });
});
