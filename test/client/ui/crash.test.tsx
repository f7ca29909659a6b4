import { act, render, screen } from '@testing-library/react';
import { ErrorBoundary } from '../../../src/components/ErrorBoundary';
import { setErrorReporter } from '../../../src/core/api/reportError';
import { setReloadHandler } from '../../../src/core/browser';
import { allowConsoleError } from '../../support/consoleGuard';
import { renderApp } from './support/renderApp';

function Broken(): never {
  throw new Error('boom');
}

describe('render crash', () => {
  // React reports the crash on the console; that is the expected output here.
  const reported: unknown[] = [];
  beforeEach(() => {
    allowConsoleError(/boom|The above error occurred/);
    reported.length = 0;
    setErrorReporter((error, context) => reported.push([(error as Error).message, context.kind]));
  });
  afterEach(() => setErrorReporter(null));

  it('shows the crash screen for a route that throws, with a refresh button', async () => {
    const reload = jest.fn();
    setReloadHandler(reload);
    const { user } = renderApp('/broken', {}, { routes: [{ path: '/broken', element: <Broken /> }] });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('An error occurred and has been reported to our team.')).toBeInTheDocument();
    expect(reported).toEqual([['boom', 'render']]);
    await user.click(screen.getByRole('button', { name: 'Refresh the page' }));
    expect(reload).toHaveBeenCalled();
  });

  it('shows the next page once the user leaves a page that crashed', async () => {
    const { history } = renderApp(
      '/broken',
      {},
      {
        routes: [
          { path: '/broken', element: <Broken /> },
          { path: '/fine', element: <p>Fine page</p> },
        ],
      },
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    act(() => history.push('/fine'));
    expect(await screen.findByText('Fine page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });

  it('catches crashes outside the router too', () => {
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh the page' })).toBeInTheDocument();
    expect(reported).toEqual([['boom', 'render']]);
  });
});
