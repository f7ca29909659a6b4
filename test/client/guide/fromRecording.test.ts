import fs from 'node:fs';
import path from 'node:path';
import type { PayloadAction } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { loginSaga } from '../../../src/core/session/loginSaga';
import type { LoginCredentials } from '../../../src/core/session/sessionSlice';
import { createRootReducer, type RootState } from '../../../src/core/state/rootReducer';
import { readRecording } from '../../support/recordedSession';
import { actionsPutBySaga, answersAsRecorded, putTypes, sagaEdges } from '../../support/sagaEdges';

/*
 * A recorded support session turned into a saga test (test/README.md, "From a recording to a saga
 * test"). The recording gives the action that started the saga, the state it started from, what every
 * endpoint answered and what the app did; the test runs today's saga on them.
 */
const recording = readRecording(fs.readFileSync(path.join(__dirname, 'fixtures', 'login-session.json'), 'utf8'));

describe('sign-in, as recorded in a support session', () => {
  it('does what the app did then: the same puts in order, the same end state', async () => {
    const start = recording.steps.findIndex(({ action }) => action.type === 'session/loginSubmitted');
    const submitted = recording.steps[start];
    const last = recording.steps.at(-1)!.state;

    const edges = sagaEdges({ endpoints: answersAsRecorded(recording.steps, start), path: '/login' });
    const { storeState, effects } = await expectSaga(loginSaga, submitted.action as PayloadAction<LoginCredentials>)
      .withReducer(createRootReducer(), submitted.state)
      .provide(edges.providers)
      .run();

    const state = storeState as RootState;
    expect(putTypes(effects)).toEqual(actionsPutBySaga(recording.steps, start));
    expect(state.session.user).toEqual(last.session.user);
    expect(state.tenancy.activeCustomer).toEqual(last.tenancy.activeCustomer);
    expect(state.tenancy.activeSite).toEqual(last.tenancy.activeSite);
    expect(edges.log.endpointCalls.map(({ name }) => name)).toEqual([
      'login',
      'getMe',
      'listCustomers',
      'activateCustomer',
      'listSites',
    ]);
  });
});
