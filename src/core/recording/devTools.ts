import type { Action, DevToolsEnhancerOptions } from '@reduxjs/toolkit';
import { withEndpointLabel } from './endpointLabels';
import { redact } from './redaction';

/** The instance name support staff pick in the extension's instance list. */
export const DEVTOOLS_NAME = 'Portico';

/** What the extension keeps: enough for a support session, not unbounded. */
const DEVTOOLS_MAX_AGE = 500;

/** RTK Query's own bookkeeping: subscription patches and the one-off middleware check. */
const BOOKKEEPING = new Set(['api/internalSubscriptions/subscriptionsUpdated', 'api/config/middlewareRegistered']);

/** The health poll (every 30 s) and its outcomes. */
const HEALTH_POLL = new Set(['health/checkRequested', 'health/checkSucceeded', 'health/checkFailed']);

const endpointOf = (action: Action) =>
  'meta' in action ? (action.meta as { arg?: { endpointName?: unknown } } | undefined)?.arg?.endpointName : undefined;

/**
 * Actions that only bury what a user did under periodic noise. The extension hides them from its
 * list; their state changes still show in the next listed action's state, and the page keeps them,
 * so jumping and replay stay correct. The session recording keeps every action.
 */
export function isNoise(action: Action): boolean {
  return BOOKKEEPING.has(action.type) || HEALTH_POLL.has(action.type) || endpointOf(action) === 'getHealth';
}

/**
 * Options of the Redux DevTools extension (configureStore's `devTools`): named, secrets redacted
 * from every action and state it sees or exports, request actions labelled with their endpoint
 * (`api/executeQuery/fulfilled getRoom`), noise hidden, call stacks in development builds.
 */
export function devToolsOptions(development: boolean): DevToolsEnhancerOptions {
  return {
    name: DEVTOOLS_NAME,
    actionSanitizer: (action) => redact(withEndpointLabel(action)),
    stateSanitizer: (state) => redact(state),
    predicate: (_state, action) => !isNoise(action),
    maxAge: DEVTOOLS_MAX_AGE,
    trace: development,
    traceLimit: 25,
  };
}
