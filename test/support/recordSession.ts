import type { Middleware } from '@reduxjs/toolkit';
import * as browser from '../../src/core/browser';
import * as recordingLog from '../../src/core/recording/recordingLog';
import { locationChanged } from '../../src/core/location/locationSlice';
import { redact } from '../../src/core/recording/redaction';
import { recordingStarted, recordingStopped } from '../../src/core/recording/recordingSlice';
import { loginSubmitted } from '../../src/core/session/sessionSlice';
import type { RootState } from '../../src/core/state/rootReducer';
import { makeTestStore, rehydration } from './clientStore';
import { installFakeApi } from './fakeApi';
import { acme, makeUser, siteA } from './fixtures';

/** The secrets the recorded session handles; none may appear in its file. */
export const SESSION_SECRETS = {
  password: 'staff-password-123',
  access: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.c2lnbmVkLWFjY2Vzcw',
  refresh: 'refresh-token-secret-1',
  portalSecret: 'portal-secret-harbour',
};

// The real one, taken before any test replaces it.
const { recordingMiddleware } = recordingLog;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 300; i += 1) {
    if (check()) return;
    await sleep(10);
  }
  throw new Error(`Timed out waiting for ${what}`);
}

export interface RecordedSessionRun {
  /** The downloaded file's text. */
  fileText: string;
  /** Every state the store had from the start of the recording to its stop, redacted as the recording redacts. */
  appStates: RootState[];
}

/**
 * Records a short session with the real store (sagas, reducers, recording middleware) against the
 * fake API: start recording, sign in (one customer, auto-selected), open /sites, stop. Returns the
 * file the app downloaded and the states the app went through.
 */
export async function recordLoginSession(): Promise<RecordedSessionRun> {
  installFakeApi({
    'POST /api/token/pair': () => [200, { access: SESSION_SECRETS.access, refresh: SESSION_SECRETS.refresh }],
    'GET /api/crm/users/me/': () => [200, makeUser()],
    'GET /api/crm/customers/': () => [200, { data: [acme], total: 1 }],
    'PUT /api/crm/customers/active/1/': () => [200, { ...acme, last_active_site: siteA.id }],
    'GET /api/crm/sites/': () => [200, { data: [{ ...siteA, portal_secret: SESSION_SECRETS.portalSecret }], total: 1 }],
  });
  const downloads: string[] = [];
  jest.spyOn(browser, 'downloadFile').mockImplementation((_name, content) => void downloads.push(content));
  // A witness beside the recording middleware: every state from the start to the stop (not the
  // store's subscribers, which RTK batches), whatever the recording itself keeps.
  const appStates: RootState[] = [];
  let witnessing = false;
  const witness: Middleware = (api) => (next) => (action) => {
    const result = next(action);
    if (witnessing) {
      const state = api.getState() as RootState;
      appStates.push(redact(state));
      witnessing = state.recording.isRecording;
    }
    return result;
  };
  jest
    .spyOn(recordingLog, 'recordingMiddleware')
    .mockImplementation((log) => (api) => (next) => recordingMiddleware(log)(api)(witness(api)(next)));

  const { store, navigate } = makeTestStore();
  await rehydration(store);
  store.dispatch(locationChanged({ pathname: '/login', search: '', hash: '' }));
  witnessing = true;
  store.dispatch(recordingStarted());
  store.dispatch(loginSubmitted({ username: 'staff@example.com', password: SESSION_SECRETS.password }));
  await until(() => navigate.mock.calls.length > 0, 'the sign-in to finish');
  store.dispatch(locationChanged({ pathname: '/sites', search: '', hash: '' }));
  await sleep(50);
  store.dispatch(recordingStopped());
  await until(() => downloads.length > 0, 'the recording to download');
  return { fileText: downloads[0], appStates };
}
