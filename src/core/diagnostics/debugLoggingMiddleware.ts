import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '../state/rootReducer';
import type { DebugLogger } from './debugLogging';

type DebugLogging = typeof import('./debugLogging');
const loadDebugLogging = (): Promise<DebugLogging> => import(/* webpackChunkName: "debug-logging" */ './debugLogging');

/**
 * Superusers' debug logging (debugLogging.ts), whose code loads the first time a superuser is signed
 * in: other users never download it. What is dispatched while it loads is logged once it has, in order
 * and with the times it happened.
 */
export function debugLoggingMiddleware(load = loadDebugLogging): Middleware<object, RootState> {
  let logger: DebugLogger | null = null;
  let waiting: Parameters<DebugLogger>[] | null = null;
  return (api) => (next) => (action) => {
    const result = next(action);
    const entry: Parameters<DebugLogger> = [action as UnknownAction, api.getState(), performance.now()];
    if (logger) logger(...entry);
    else if (waiting) waiting.push(entry);
    else if (entry[1].session.isSuperuser) {
      waiting = [entry];
      load().then(
        ({ createDebugLogger }) => {
          const loaded = createDebugLogger();
          for (const queued of waiting ?? []) loaded(...queued);
          waiting = null;
          logger = loaded;
        },
        () => {
          waiting = null; // offline: the next superuser action tries again
        },
      );
    }
    return result;
  };
}
