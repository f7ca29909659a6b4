/**
 * A number of places and the callers waiting for one, first come first served. `enter` starts the
 * caller at once while a place is free, else queues it; `cancel` takes back a wait that has not
 * started; whoever holds a place calls `leave` exactly once.
 *
 * @example const queue = admissionQueue(2); queue.enter(run); … queue.leave();
 */
export interface AdmissionQueue {
  enter(start: () => void): void;
  cancel(start: () => void): void;
  leave(): void;
  /** places taken and callers waiting, for tests and diagnostics */
  readonly state: { busy: number; waiting: number };
}

export function admissionQueue(places: number): AdmissionQueue {
  let busy = 0;
  // A Set keeps insertion order (the queue) and drops a cancelled wait in O(1).
  const waiting = new Set<() => void>();
  return {
    enter(start) {
      if (busy < places) {
        busy += 1;
        start();
      } else waiting.add(start);
    },
    cancel(start) {
      waiting.delete(start);
    },
    leave() {
      const [next] = waiting;
      if (next === undefined) {
        busy -= 1;
        return;
      }
      // The place passes straight to the longest waiter.
      waiting.delete(next);
      next();
    },
    get state() {
      return { busy, waiting: waiting.size };
    },
  };
}
