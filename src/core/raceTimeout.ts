import { call } from 'redux-saga/effects';

/** Resolves with true after `ms`. */
export function timeoutAfter(ms: number): Promise<true> {
  return new Promise((resolve) => setTimeout(() => resolve(true), ms));
}

/**
 * The time-out side of a race: `yield race({ reply: take(…), timeout: raceTimeout(10_000) })`.
 * Saga tests (test/support/sagaEdges.ts) let it fire only when the test says so, while a plain
 * `delay` ends at once: a race is then won by what the test answers, not by the clock.
 */
export const raceTimeout = (ms: number) => call(timeoutAfter, ms);
