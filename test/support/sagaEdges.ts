import delayP from '@redux-saga/delay-p';
import type { EffectProviders } from 'redux-saga-test-plan/providers';
import {
  currentFullPath,
  currentPath,
  downloadFile,
  navigateTo,
  type NavigateOptions,
  reloadPage,
  rememberedOrigin,
} from '../../src/core/browser';
import { announceLogin } from '../../src/core/state/persistStorage';
import { type EndpointResult, refreshSession, runEndpoint, type SagaEndpoint } from '../../src/core/api/endpointCalls';
import type { RefreshOutcome } from '../../src/core/api/tokenRefresh';
import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import { timeoutAfter } from '../../src/core/raceTimeout';
import { createRootReducer, type RootState } from '../../src/core/state/rootReducer';
import type { RecordingLog } from '../../src/core/recording/recordingLog';
import { resetModuleState } from './moduleState';
import { NoRecordedAnswer } from './recordedAnswers';

export { resetModuleState } from './moduleState';
export { actionsPutBySaga, answersAsRecorded, putTypes } from './recordedAnswers';

/** An endpoint's canned answer: a result, a function of the argument, or a promise of either. */
export type EndpointAnswer =
  EndpointResult<unknown> | ((arg: unknown) => EndpointResult<unknown> | Promise<EndpointResult<unknown>>);

export interface EdgeOptions {
  /** Answers by endpoint name (sessionApi.endpoints.login → 'login'). A call without one fails the test. */
  endpoints?: Record<string, EndpointAnswer>;
  /** Outcomes of successive token refreshes. */
  refreshes?: RefreshOutcome[];
  /** The page the user is on. */
  path?: string;
  /** The origin a guard remembered in the router state. */
  origin?: string | null;
  /** Plain delays (by ms) that never end, to let the other side of a race win. */
  neverEndingDelays?: number[];
  /**
   * Race time-outs (`raceTimeout(ms)`) that fire, by ms, or `true` for all. By default none
   * fires: a race is won by what the test answers or dispatches.
   */
  timeoutsFire?: boolean | number[];
  /** What the saga's `getContext(name)` answers (makeStore hands the recording log this way). */
  context?: Record<string, unknown>;
  /** The fixed clock's start (`Date.now()`); each delay or time-out that ends moves it on. */
  now?: number;
  /**
   * The saga's starting state (the one given to `withReducer`): the log then follows the state through
   * the saga's puts and keeps the tenancy each endpoint call was sent with (`tenancyAtCalls`) and after
   * each put (`tenancyAfterPuts`), which is what the base query's headers and the pages' refetches see.
   */
  state?: RootState;
}

/** What the saga did at the edges, for assertions. */
export interface EdgeLog {
  navigations: Array<[string, NavigateOptions | undefined]>;
  reloads: number;
  /** Delays and race time-outs, in ms, whether they ended or not. */
  delays: number[];
  endpointCalls: Array<{ name: string; arg: unknown }>;
  /** Endpoints called without an answer: the test fails after it ran (even when the saga caught it). */
  unanswered: string[];
  downloads: Array<{ filename: string; content: string }>;
  refreshCalls: number;
  /** Order of the edge effects, e.g. ['endpoint:activateSite', 'delay:300', 'reload']. */
  timeline: string[];
  /** With `state`: each endpoint call with the tenancy state it was sent in. */
  tenancyAtCalls: Array<{ name: string; arg: unknown; tenancy: RootState['tenancy'] }>;
  /** With `state`: the tenancy state after each action the saga put. */
  tenancyAfterPuts: Array<{ type: string; tenancy: RootState['tenancy'] }>;
}

/** Where the fixed clock of every saga test starts: 2026-01-15 09:00 UTC. */
export const SAGA_TEST_NOW = Date.UTC(2026, 0, 15, 9, 0);

const never = () => new Promise<never>(() => {});

/** An endpoint that never answers (a request still on its way when the test ends). */
export const neverAnswers = (): Promise<never> => never();

/** An answer that arrives after `ms` of real time: a race time-out the test lets fire beats it. */
export const slow =
  (ms: number, answer: EndpointResult<unknown>): EndpointAnswer =>
  () =>
    new Promise((resolve) => setTimeout(() => resolve(answer), ms));

// Every sagaEdges() of the running test, checked once it ended.
let openLogs: EdgeLog[] = [];
let clock: jest.SpyInstance<number, []> | null = null;

/** Throws when a saga called an endpoint the test gave no answer. */
export function expectEveryEndpointAnswered(log: EdgeLog): void {
  if (log.unanswered.length === 0) return;
  const names = [...new Set(log.unanswered)].map((name) => `"${name}"`).join(', ');
  throw new Error(
    `The saga called ${names} without an answer: add it to sagaEdges({ endpoints: { … } }) ` +
      `(ok(data), httpError(status), networkError(), neverAnswers)`,
  );
}

let now = SAGA_TEST_NOW;

/** Sets the fixed clock: `Date.now()` answers `at` until a delay moves it on or the test ends. */
function setClock(at: number): void {
  now = at;
  clock ??= jest.spyOn(Date, 'now').mockImplementation(() => now);
}

// Every test of a file that uses sagaEdges starts from fresh module state, on the fixed clock.
beforeEach(() => {
  resetModuleState();
  setClock(SAGA_TEST_NOW);
});

afterEach(() => {
  clock?.mockRestore();
  clock = null;
  const logs = openLogs;
  openLogs = [];
  for (const log of logs) expectEveryEndpointAnswered(log);
});

/**
 * expectSaga providers for everything outside Redux: endpoint calls, token refreshes, the browser
 * (navigate, reload, location, download), redux-saga delays (which end at once) and race time-outs
 * (which do not, unless `timeoutsFire`). `Date.now()` is a fixed clock for the rest of the test.
 * Example: `expectSaga(saga).provide(sagaEdges({ endpoints: { getRoom: ok(room) } }).providers)`.
 */
export function sagaEdges(options: EdgeOptions = {}): { providers: EffectProviders; log: EdgeLog } {
  const log: EdgeLog = {
    navigations: [],
    reloads: 0,
    delays: [],
    endpointCalls: [],
    unanswered: [],
    downloads: [],
    refreshCalls: 0,
    timeline: [],
    tenancyAtCalls: [],
    tenancyAfterPuts: [],
  };
  openLogs.push(log);
  const reducer = options.state ? createRootReducer() : null;
  let shadow = options.state;
  if (options.now !== undefined) setClock(options.now);
  const refreshes = [...(options.refreshes ?? [])];
  const fires = (ms: number) => options.timeoutsFire === true || (options.timeoutsFire || []).includes(ms);
  const wait = (ms: number, ends: boolean, kind: 'delay' | 'timeout') => {
    log.delays.push(ms);
    log.timeline.push(ends ? `${kind}:${ms}` : `${kind}:${ms} (never ends)`);
    if (!ends) return never();
    now += ms;
    return kind === 'timeout' ? true : undefined;
  };
  const providers: EffectProviders = {
    put(effect, next) {
      if (reducer && shadow) {
        const action = effect.action as UnknownAction;
        shadow = reducer(shadow, action);
        if (typeof action.type === 'string') log.tenancyAfterPuts.push({ type: action.type, tenancy: shadow.tenancy });
      }
      return next();
    },
    getContext(name, next) {
      return options.context && name in options.context ? options.context[name] : next();
    },
    call(effect, next) {
      const { fn, args } = effect;
      if (fn === delayP) {
        const ms = args[0] as number;
        return wait(ms, !options.neverEndingDelays?.includes(ms), 'delay');
      }
      if (fn === timeoutAfter) {
        const ms = args[0] as number;
        return wait(ms, fires(ms), 'timeout');
      }
      if (fn === navigateTo) {
        log.navigations.push([args[0] as string, args[1] as NavigateOptions | undefined]);
        log.timeline.push(`navigate:${args[0]}`);
        return undefined;
      }
      if (fn === reloadPage) {
        log.reloads += 1;
        log.timeline.push('reload');
        return undefined;
      }
      if (fn === currentPath) return (options.path ?? '/dashboard').split(/[?#]/)[0];
      if (fn === currentFullPath) return options.path ?? '/dashboard';
      if (fn === rememberedOrigin) return options.origin ?? null;
      if (fn === announceLogin) return undefined;
      if (fn === downloadFile) {
        log.downloads.push({ filename: args[0] as string, content: args[1] as string });
        return undefined;
      }
      if (fn === refreshSession) {
        log.refreshCalls += 1;
        return refreshes.shift() ?? 'refreshed';
      }
      if (fn === runEndpoint) {
        const endpoint = args[0] as SagaEndpoint;
        log.endpointCalls.push({ name: endpoint.name, arg: args[1] });
        if (shadow) log.tenancyAtCalls.push({ name: endpoint.name, arg: args[1], tenancy: shadow.tenancy });
        log.timeline.push(`endpoint:${endpoint.name}`);
        const answer = options.endpoints?.[endpoint.name];
        if (answer === undefined) {
          log.unanswered.push(endpoint.name);
          throw new Error(`No answer provided for endpoint "${endpoint.name}"`);
        }
        if (typeof answer !== 'function') return answer;
        try {
          return answer(args[1]);
        } catch (error) {
          if (error instanceof NoRecordedAnswer) log.unanswered.push(endpoint.name);
          throw error;
        }
      }
      return next();
    },
  };
  return { providers, log };
}

/** Root state with some slices overridden, as the real reducer builds it. */
export function stateWith(overrides: { [K in keyof RootState]?: Partial<RootState[K]> } = {}): RootState {
  const initial = createRootReducer()(undefined, { type: '@@test/init' });
  const state: RootState = { ...initial };
  const override = <K extends keyof RootState>(key: K) => {
    state[key] = Object.assign({}, initial[key], overrides[key]);
  };
  for (const key of Object.keys(overrides) as (keyof RootState)[]) override(key);
  return state;
}

/**
 * The root reducer handing each action and the state after it to a recording log, as the store's
 * recording middleware does: `expectSaga(recordingSagas).withReducer(recordedReducer(log), …)`.
 */
export function recordedReducer(log: RecordingLog): Reducer<RootState, UnknownAction> {
  const reducer = createRootReducer();
  return (state, action) => {
    const next = reducer(state, action);
    log.capture(action, next);
    return next;
  };
}

export const ok = <T>(data: T): EndpointResult<T> => ({ data });
export const httpError = (status: number, data?: unknown): EndpointResult<never> => ({ error: { status, data } });
export const networkError = (): EndpointResult<never> => ({
  error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' },
});
