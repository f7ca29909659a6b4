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
import { createRootReducer, type RootState } from '../../src/core/state/rootReducer';
import type { RecordingLog } from '../../src/core/recording/recordingLog';

/** An endpoint's canned answer: a result, a function of the argument, or a promise of either. */
export type EndpointAnswer =
  EndpointResult<unknown> | ((arg: unknown) => EndpointResult<unknown> | Promise<EndpointResult<unknown>>);

export interface EdgeOptions {
  /** Answers by endpoint name (sessionApi.endpoints.login → 'login'). */
  endpoints?: Record<string, EndpointAnswer>;
  /** Outcomes of successive token refreshes. */
  refreshes?: RefreshOutcome[];
  /** The page the user is on. */
  path?: string;
  /** The origin a guard remembered in the router state. */
  origin?: string | null;
  /** Delays (by ms) that never end, to let the other side of a race win. */
  neverEndingDelays?: number[];
  /** What the saga's `getContext(name)` answers (makeStore hands the recording log this way). */
  context?: Record<string, unknown>;
}

/** What the saga did at the edges, for assertions. */
export interface EdgeLog {
  navigations: Array<[string, NavigateOptions | undefined]>;
  reloads: number;
  delays: number[];
  endpointCalls: Array<{ name: string; arg: unknown }>;
  downloads: Array<{ filename: string; content: string }>;
  refreshCalls: number;
  /** Order of the edge effects, e.g. ['delay:300', 'reload']. */
  timeline: string[];
}

const never = () => new Promise<never>(() => {});

/**
 * expectSaga providers for everything outside Redux: endpoint calls, token refreshes, the browser
 * (navigate, reload, location, download) and redux-saga delays (which then end at once).
 */
export function sagaEdges(options: EdgeOptions = {}): { providers: EffectProviders; log: EdgeLog } {
  const log: EdgeLog = {
    navigations: [],
    reloads: 0,
    delays: [],
    endpointCalls: [],
    downloads: [],
    refreshCalls: 0,
    timeline: [],
  };
  const refreshes = [...(options.refreshes ?? [])];
  const providers: EffectProviders = {
    getContext(name, next) {
      return options.context && name in options.context ? options.context[name] : next();
    },
    call(effect, next) {
      const { fn, args } = effect;
      if (fn === delayP) {
        const ms = args[0] as number;
        log.delays.push(ms);
        log.timeline.push(`delay:${ms}`);
        return options.neverEndingDelays?.includes(ms) ? never() : undefined;
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
        log.timeline.push(`endpoint:${endpoint.name}`);
        const answer = options.endpoints?.[endpoint.name];
        if (answer === undefined) throw new Error(`No answer provided for endpoint "${endpoint.name}"`);
        return typeof answer === 'function' ? answer(args[1]) : answer;
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
