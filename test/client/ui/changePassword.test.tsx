import { act, screen, waitFor, within } from '@testing-library/react';
import { refreshTokens } from '../../../src/core/api/tokenRefresh';
import { installFakeApi, type FakeReply } from '../../support/fakeApi';
import { renderApp, signedIn } from './support/renderApp';
import { shellTestRoutes } from './support/shellRoutes';

const newPair = { access: 'access-after-change', refresh: 'refresh-after-change' };

/** The user menu's "Change password" dialog against a fake API answering with `reply`. */
async function openDialog(reply: () => FakeReply) {
  const api = installFakeApi({ 'POST /api/crm/users/me/password/': reply });
  const view = renderApp('/dashboard', signedIn(), { routes: shellTestRoutes });
  await view.user.click(await screen.findByRole('button', { name: /^User menu/ }));
  await view.user.click(screen.getByRole('menuitem', { name: 'Change password' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change password' });
  const fill = async (current: string, next: string, confirm = next) => {
    for (const [label, value] of [
      ['Current password', current],
      ['New password', next],
      ['Confirm new password', confirm],
    ]) {
      const field = within(dialog).getByLabelText(new RegExp(`^${label}`));
      await view.user.clear(field);
      if (value) await view.user.type(field, value);
    }
    await view.user.click(within(dialog).getByRole('button', { name: 'Change password' }));
  };
  return { ...view, api, dialog, fill };
}

describe('Change password', () => {
  it('says what is missing or wrong before asking the server', async () => {
    const { dialog, fill, api } = await openDialog(() => [200, newPair]);
    await fill('', '', '');
    expect(await within(dialog).findByText('Enter your current password')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the new password')).toBeInTheDocument();
    expect(within(dialog).getByText('Repeat the new password')).toBeInTheDocument();
    await fill('old secret', 'short', 'short');
    expect(await within(dialog).findByText('Must be at least 8 characters')).toBeInTheDocument();
    await fill('old secret', 'a new secret', 'another one');
    expect(await within(dialog).findByText('The passwords do not match')).toBeInTheDocument();
    await fill('same secret', 'same secret');
    expect(await within(dialog).findByText('Must differ from the current password')).toBeInTheDocument();
    expect(api.requests('POST /api/crm/users/me/password/')).toHaveLength(0);
  });

  it('shows a wrong current password on its field, and the throttle above the fields', async () => {
    const wrong: FakeReply = [
      400,
      { detail: [{ loc: ['body', 'current_password'], msg: 'The current password is not correct' }] },
    ];
    const { dialog, fill, api } = await openDialog(() => wrong);
    await fill('not it at all', 'a new secret');
    expect(await within(dialog).findByText('The current password is not correct')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Current password/)).toHaveAttribute('aria-invalid', 'true');

    api.reply('POST /api/crm/users/me/password/', 429, {
      detail: 'Too many failed login attempts. Try again in 3 minutes.',
    });
    await fill('still not it', 'a new secret');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many failed login attempts. Try again in 3 minutes.',
    );
  });

  it('changes it, keeps this session on the new tokens, and says the other sessions ended', async () => {
    const { fill, api, store, dispatched } = await openDialog(() => [200, newPair]);
    await fill('old secret', 'a new secret');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change password' })).not.toBeInTheDocument());
    expect(api.requests('POST /api/crm/users/me/password/')[0].body).toEqual({
      current_password: 'old secret',
      new_password: 'a new secret',
    });
    expect(store.getState().session).toMatchObject({
      accessToken: 'access-after-change',
      refreshToken: 'refresh-after-change',
    });
    expect(dispatched).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'notifications/toastQueued',
        payload: expect.objectContaining({
          title: 'Password changed',
          message: 'You stay signed in here; your other sessions have been signed out.',
        }),
      }),
    );
  });
});

describe('Change password beside a socket closed by it', () => {
  it('lets a refresh asked for meanwhile find the new pair instead of spending the revoked token', async () => {
    const { fill, api, store } = await openDialog(() => [200, newPair]);
    api.on('POST /api/token/refresh', () => [401, { detail: 'Token is invalid or expired' }]);
    const release = api.hold('POST /api/crm/users/me/password/');
    const staleToken = store.getState().session.accessToken;

    await fill('old secret', 'a new secret');
    await waitFor(() => expect(api.requests('POST /api/crm/users/me/password/')).toHaveLength(1));
    // The server has changed the password; its socket close (4419) reaches the tab before the answer.
    const refresh = refreshTokens(store, staleToken);
    await act(async () => {
      release();
      expect(await refresh).toBe('refreshed');
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change password' })).not.toBeInTheDocument());
    expect(api.requests('POST /api/token/refresh')).toHaveLength(0);
    expect(store.getState().session).toMatchObject({
      accessToken: 'access-after-change',
      refreshToken: 'refresh-after-change',
    });
  });
});
