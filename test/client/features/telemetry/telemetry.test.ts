import { waitFor } from '@testing-library/react';
import { expectSaga } from 'redux-saga-test-plan';
import type { EffectProviders } from 'redux-saga-test-plan/providers';
import { reportError } from '../../../../src/core/api/reportError';
import { locationChanged } from '../../../../src/core/location/locationSlice';
import { installErrorReporting, loadTelemetryChunk } from '../../../../src/core/telemetry/errorQueue';
import { errorReport } from '../../../../src/core/telemetry/errorReports';
import { beacon } from '../../../../src/core/telemetry/beacon';
import { clearPageViews } from '../../../../src/core/telemetry/pageViews';
import { enterReplayMode, leaveReplayModeForTests } from '../../../../src/core/state/replayMode';
import { telemetrySagas } from '../../../../src/core/telemetry/telemetrySagas';
import { readTelemetrySettings } from '../../../../src/core/telemetry/telemetrySettings';
import { startWebVitals, type WebVitalsLibrary } from '../../../../src/core/telemetry/webVitals';
import { sagaEdges } from '../../../support/sagaEdges';

/** What every fake web-vitals report has besides its name and value. */
const reportBase = { rating: 'good', id: 'v5-1', navigationId: 1, navigationType: 'navigate' } as const;

function pageSays(content: string | null) {
  document.head.querySelector('meta[name="portico-telemetry"]')?.remove();
  if (content === null) return;
  const meta = document.createElement('meta');
  meta.name = 'portico-telemetry';
  meta.content = content;
  document.head.append(meta);
}

afterEach(() => {
  pageSays(null);
  clearPageViews();
});

describe('telemetry settings (requirements §7)', () => {
  it("follows the server's switches, and reports nothing from a page without them", () => {
    pageSays('metrics=on,errors=off');
    expect(readTelemetrySettings()).toEqual({ metrics: true, errors: false });
    pageSays(null);
    expect(readTelemetrySettings()).toEqual({ metrics: false, errors: false });
  });
});

describe('web-vitals (requirements §7, §9)', () => {
  /** Runs the telemetry saga with the edges, noting when web-vitals start instead of loading them. */
  function run() {
    const edges = sagaEdges();
    const providers: EffectProviders = {
      ...edges.providers,
      call(effect, next) {
        if (effect.fn === loadTelemetryChunk) {
          edges.log.timeline.push('load chunk');
          return { startWebVitals: () => edges.log.timeline.push('web-vitals') };
        }
        return edges.providers.call!(effect, next);
      },
    };
    return expectSaga(telemetrySagas)
      .provide(providers)
      .run({ silenceTimeout: true })
      .then(() => edges.log);
  }

  it('starts 5,000 ms after the app does', async () => {
    pageSays('metrics=on,errors=off');
    expect((await run()).timeline).toEqual(['delay:5000', 'load chunk', 'web-vitals']);
  });

  it('starts nothing when the server switched metrics off', async () => {
    pageSays('metrics=off,errors=off');
    expect((await run()).timeline).toEqual([]);
  });

  it("sends each metric's name, value and rating to Portico's server", async () => {
    const send = jest.fn();
    const library: WebVitalsLibrary = {
      onCLS: (onReport) => onReport({ ...reportBase, name: 'CLS', value: 0.02, delta: 0.02, entries: [] }),
      onFCP: (onReport) => onReport({ ...reportBase, name: 'FCP', value: 812.4, delta: 812.4, entries: [] }),
      onINP: () => {},
      onLCP: (onReport) => onReport({ ...reportBase, name: 'LCP', value: 1290, delta: 1290, entries: [] }),
      onTTFB: () => {},
    };
    startWebVitals(library, send);
    expect(send.mock.calls).toEqual([
      ['/client-metrics/', { metrics: [{ name: 'CLS', value: 0.02, rating: 'good' }] }],
      ['/client-metrics/', { metrics: [{ name: 'FCP', value: 812.4, rating: 'good' }] }],
      ['/client-metrics/', { metrics: [{ name: 'LCP', value: 1290, rating: 'good' }] }],
    ]);
  });
});

describe('a page replaying a recording', () => {
  afterEach(() => leaveReplayModeForTests());

  it('sends no telemetry: its network is off', () => {
    const sendBeacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    beacon('/client-metrics/', { metrics: [] });
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    enterReplayMode();
    beacon('/client-metrics/', { metrics: [] });
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });
});

/** The telemetry chunk as the page loads it, its reports going to `send` instead of a beacon. */
const chunkSending = (send: jest.Mock) => async () => ({
  startWebVitals: () => {},
  sendErrorReport: (...args: Parameters<typeof errorReport>) => send('/client-errors/', errorReport(...args)),
});

describe('error reports with page-view breadcrumbs (requirements §7, §8)', () => {
  it('records page views and sends a server error with them, as route shapes without queries', async () => {
    pageSays('metrics=off,errors=on');
    const send = jest.fn();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await expectSaga(telemetrySagas)
      .provide({
        call(effect, next) {
          return effect.fn === installErrorReporting ? installErrorReporting(chunkSending(send)) : next();
        },
      })
      .dispatch(locationChanged({ pathname: '/dashboard', search: '', hash: '' }))
      .dispatch(locationChanged({ pathname: '/room/17', search: '?tab=2', hash: '' }))
      .run({ silenceTimeout: true });
    window.history.pushState({}, '', '/room/17');
    reportError({ status: 503, data: {} }, { endpoint: 'getRoom', url: '/crm/rooms/17/', status: 503 });
    await waitFor(() => expect(send).toHaveBeenCalled());
    expect(send).toHaveBeenCalledWith('/client-errors/', {
      kind: 'request',
      message: 'Server error 503 at getRoom',
      status: 503,
      endpoint: 'getRoom',
      page: '/room/:id',
      breadcrumbs: [
        { at: expect.any(String), page: '/dashboard' },
        { at: expect.any(String), page: '/room/:id' },
      ],
    });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("sends a render crash's message and stack", async () => {
    const send = jest.fn();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const uninstall = installErrorReporting(chunkSending(send));
    reportError(new TypeError('x is undefined'), { kind: 'render', componentStack: '<RoomPage>' });
    uninstall();
    reportError(new Error('after uninstall'), { kind: 'render' });
    await waitFor(() => expect(send).toHaveBeenCalled());
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0][1]).toMatchObject({
      kind: 'render',
      message: 'x is undefined',
      stack: expect.stringContaining('TypeError'),
    });
    warn.mockRestore();
  });
});
