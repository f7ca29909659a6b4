import { buffers, eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, select, take } from 'redux-saga/effects';
import { reloadPage } from '../browser';
import { LOGIN_EVENT_KEY } from '../state/persistStorage';
import { selectIsAuthenticated } from './sessionSlice';

/** `login-event` writes by other tabs; only the latest matters. */
export function loginEventChannel(): EventChannel<string> {
  return eventChannel<string>((emit) => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === LOGIN_EVENT_KEY && event.newValue) emit(event.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, buffers.sliding(1));
}

/** A login in another tab reloads this tab if it is signed out (requirements §4), picking up the new session. */
export function* otherTabLoginSaga(): SagaIterator {
  const channel: EventChannel<string> = yield call(loginEventChannel);
  try {
    while (true) {
      yield take(channel);
      if (!(yield select(selectIsAuthenticated))) yield call(reloadPage);
    }
  } finally {
    channel.close();
  }
}
