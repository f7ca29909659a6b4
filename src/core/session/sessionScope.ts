import type { SagaIterator, Task } from 'redux-saga';
import { cancel, fork, select, take } from 'redux-saga/effects';
import { expired, initialised, loggedIn, loggedOut, loginFailed, selectIsAuthenticated } from './sessionSlice';

const SIGNED_IN = [loggedIn.type, initialised.type];
const SIGNED_OUT = [loggedOut.type, expired.type, loginFailed.type];

/**
 * Runs `worker` for as long as a session lasts: forked on sign-in (or on start with stored tokens),
 * cancelled on logout or expiry. Workers clean up in `finally` with `cancelled()`.
 */
export function* whileSignedIn(worker: () => SagaIterator): SagaIterator {
  while (true) {
    yield take(SIGNED_IN);
    if (!(yield select(selectIsAuthenticated))) continue;
    const task: Task = yield fork(worker);
    yield take(SIGNED_OUT);
    yield cancel(task);
  }
}
