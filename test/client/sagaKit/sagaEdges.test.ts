import type { SagaIterator } from 'redux-saga';
import { call, delay, put, race } from 'redux-saga/effects';
import { expectSaga } from 'redux-saga-test-plan';
import { type EndpointResult, runEndpoint, type SagaEndpoint } from '../../../src/core/api/endpointCalls';
import { raceTimeout } from '../../../src/core/raceTimeout';
import {
  answersAsRecorded,
  expectEveryEndpointAnswered,
  neverAnswers,
  ok,
  SAGA_TEST_NOW,
  sagaEdges,
  slow,
} from '../../support/sagaEdges';

const getRoom: SagaEndpoint = { name: 'getRoom', initiate: () => undefined };

/** Asks for a room and, like many sagas, turns any failure into a toast-like action. */
function* roomOrFallback(): SagaIterator {
  try {
    const room: EndpointResult<{ id: number }> = yield call(runEndpoint, getRoom, 4);
    yield put({ type: 'room/loaded', payload: room.data });
  } catch {
    yield put({ type: 'room/failed' });
  }
}

/** A room within 10 s, or a time-out. */
function* roomWithin10s(): SagaIterator {
  const { room } = yield race({ room: call(runEndpoint, getRoom, 4), timeout: raceTimeout(10_000) });
  yield put({ type: room ? 'room/loaded' : 'room/timedOut' });
}

describe('sagaEdges', () => {
  it('fails a test whose saga called an endpoint without an answer, naming it, even when the saga caught the error', async () => {
    const edges = sagaEdges();
    await expectSaga(roomOrFallback).provide(edges.providers).put({ type: 'room/failed' }).run();
    expect(() => expectEveryEndpointAnswered(edges.log)).toThrow(/"getRoom" without an answer/);
    edges.log.unanswered = []; // this test expected it; sagaEdges' own check after the test now passes
  });

  it('lets a race be won by the answer, not by the time-out, unless the test says so', async () => {
    const answered = sagaEdges({ endpoints: { getRoom: ok({ id: 4 }) } });
    await expectSaga(roomWithin10s).provide(answered.providers).put({ type: 'room/loaded' }).run();
    expect(answered.log.timeline).toEqual(['endpoint:getRoom', 'timeout:10000 (never ends)']);

    const late = sagaEdges({ endpoints: { getRoom: slow(50, ok({ id: 4 })) }, timeoutsFire: [10_000] });
    await expectSaga(roomWithin10s).provide(late.providers).put({ type: 'room/timedOut' }).run();

    const silent = sagaEdges({ endpoints: { getRoom: neverAnswers }, timeoutsFire: true });
    await expectSaga(roomWithin10s).provide(silent.providers).put({ type: 'room/timedOut' }).run();
  });

  it('runs on a fixed clock that each finished delay moves on', async () => {
    function* stamps(): SagaIterator {
      yield put({ type: 'at', payload: Date.now() });
      yield delay(300);
      yield put({ type: 'at', payload: Date.now() });
    }
    expect(Date.now()).toBe(SAGA_TEST_NOW);
    const { effects } = await expectSaga(stamps).provide(sagaEdges().providers).run();
    expect(effects.put.map((effect) => effect.payload.action.payload)).toEqual([SAGA_TEST_NOW, SAGA_TEST_NOW + 300]);
  });

  it('answers as recorded from a step on, and counts a call past the recording as unanswered', async () => {
    const answer = (id: number) => ({
      type: 'api/executeQuery/fulfilled getRoom',
      payload: { id },
      meta: { requestStatus: 'fulfilled', arg: { endpointName: 'getRoom' } },
    });
    const steps = [{ action: answer(1) }, { action: { type: 'room/opened' } }, { action: answer(2) }];
    const edges = sagaEdges({ endpoints: answersAsRecorded(steps, 1) });
    const { effects } = await expectSaga(function* twice(): SagaIterator {
      yield call(roomOrFallback);
      yield call(roomOrFallback);
    })
      .provide(edges.providers)
      .run();
    expect(effects.put.map((effect) => effect.payload.action)).toEqual([
      { type: 'room/loaded', payload: { id: 2 } },
      { type: 'room/failed' },
    ]);
    expect(edges.log.unanswered).toEqual(['getRoom']);
    edges.log.unanswered = [];
  });
});
