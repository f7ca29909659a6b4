import fs from 'node:fs';
import path from 'node:path';
import { act, screen, waitFor } from '@testing-library/react';
import { advancedModeToggled } from '../../../src/core/preferences/preferencesSlice';
import { isReplaying } from '../../../src/core/state/replayMode';
import { installFakeApi } from '../../support/fakeApi';
import { renderApp, signedIn } from '../ui/support/renderApp';

const fixture = fs.readFileSync(path.join(__dirname, '..', 'guide', 'fixtures', 'login-session.json'), 'utf8');
const recordingFile = (text: string, name = 'portico-session-acme-housing-harbour-view-2026-11-28-0940.json') =>
  new File([text], name, { type: 'application/json' });

describe('Open a recording (support staff)', () => {
  it('shows the timeline, then the recorded app in replay mode without touching storage or the network', async () => {
    const api = installFakeApi({});
    const { user, store, history } = renderApp('/support/recording', signedIn(), { persist: true });
    await waitFor(() => expect(window.localStorage.getItem('access_token')).toBe('access'));
    const storedBefore = { ...window.localStorage };
    await user.upload(await screen.findByLabelText('Choose a recording file'), recordingFile(fixture));
    expect(await screen.findByText(/POST \/api\/token\/pair → 200/)).toBeInTheDocument();
    expect(screen.getByText(/Customer 1, site 11, user 7/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show the app as recorded' }));
    // The notice is a chunk of its own: it shows once that has loaded.
    expect(await screen.findByText(/Replaying a recording: this tab shows a recorded session/)).toBeInTheDocument();
    expect(isReplaying()).toBe(true);
    await waitFor(() => expect(history.location.pathname).toBe('/sites'));
    // The recorded page is on screen (its shell and page code loaded) before the test changes its state.
    expect(await screen.findByRole('heading', { name: 'Sites' })).toBeInTheDocument();
    expect(store.getState().session.accessToken).toBe('[redacted]');
    // What the user does in the replayed app changes persisted slices, and is not stored either.
    act(() => {
      store.dispatch(advancedModeToggled());
    });
    // redux-persist writes a moment later; the replayed app's late renders (toasts, transitions) land inside act.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect({ ...window.localStorage }).toEqual(storedBefore);
    expect(api.requests().filter((request) => request.headers.get('Authorization')?.includes('[redacted]'))).toEqual(
      [],
    );
  });

  it('says in one sentence that a truncated file is no recording', async () => {
    const { user } = renderApp('/support/recording', signedIn());
    await user.upload(await screen.findByLabelText('Choose a recording file'), recordingFile(fixture.slice(0, 900)));
    expect(await screen.findByRole('alert')).toHaveTextContent(/is not a complete recording/);
  });
});
