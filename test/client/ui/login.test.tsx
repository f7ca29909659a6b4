import { screen, waitFor } from '@testing-library/react';
import { renderApp } from './support/renderApp';

const signedOut = { session: { initialised: true } };

describe('LoginPage', () => {
  it('has the Email and Password fields and the Sign in button', async () => {
    renderApp('/login', signedOut);
    expect(await screen.findByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it("shows the store's login error", async () => {
    renderApp('/login', {
      session: {
        initialised: true,
        loginError: 'Invalid email or password. Please check your credentials and try again.',
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid email or password. Please check your credentials and try again.',
    );
  });

  it('asks for both fields before submitting', async () => {
    const { user, store } = renderApp('/login', signedOut);
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(store.getState().session.loginPending).toBe(false);
  });

  it('submits the credentials with the remembered origin and waits', async () => {
    const { user, dispatched } = renderApp('/login', signedOut, { state: { from: '/sites?page=2' } });
    await user.type(await screen.findByLabelText('Email'), ' staff@example.com ');
    await user.type(screen.getByLabelText('Password'), 'staff123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(dispatched).toHaveBeenCalledWith({
        type: 'session/loginSubmitted',
        payload: { username: 'staff@example.com', password: 'staff123', from: '/sites?page=2' },
      }),
    );
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  });

  it('continues to the dashboard when opened while already signed in', async () => {
    const { history } = renderApp('/login', {
      session: { initialised: true, accessToken: 'a' },
      tenancy: { activeCustomer: { id: 1, name: 'Acme', logo: null } },
    });
    await waitFor(() => expect(history.location.pathname).toBe('/dashboard'));
  });

  it('records a support session from the sign-in: start, then pause, resume and stop as labelled buttons', async () => {
    const { user, store } = renderApp('/login', signedOut);
    await user.click(await screen.findByRole('button', { name: 'Start recording' }));
    await waitFor(() => expect(store.getState().recording.isRecording).toBe(true));
    await user.click(await screen.findByRole('button', { name: 'Pause recording' }));
    await waitFor(() => expect(store.getState().recording.isPaused).toBe(true));
    await user.click(await screen.findByRole('button', { name: 'Resume recording' }));
    await user.click(await screen.findByRole('button', { name: 'Stop recording' }));
    await user.click(await screen.findByRole('button', { name: 'Stop and download' }));
    await waitFor(() => expect(store.getState().recording.isRecording).toBe(false));
    expect(await screen.findByRole('button', { name: 'Start recording' })).toBeInTheDocument();
  });
});
