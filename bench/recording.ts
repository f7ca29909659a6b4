/**
 * `npm run bench:recording`: a burst of 1,000 dispatched actions (toasts, route changes, health
 * results, quick search) on the app's store, with a realistic cache (100 sites), without and with a
 * running session recording. Budget: recording adds ≤ 10 % to the burst.
 *
 * A 30 ms burst is easily disturbed, so the measurement is built to agree with itself from run to run:
 * - each round times one burst without and one with the recording, back to back on fresh stores (same
 *   store and sagas both ways; only the recording differs), the order alternating per round, so that
 *   a change in the machine's load meets both sides of a round alike;
 * - the figure is the median over 41 rounds of each round's own ratio (the median against the median,
 *   unpaired, is shown beside it), after 5 warm-up rounds (the JIT settles), with a garbage collection
 *   before each burst (run with --expose-gc, as the npm script does): a burst that meets the collection
 *   of the previous burst's garbage measures the collector;
 * - time is the process's CPU time (all its threads, the collector's too), which does not count the
 *   time other programs have the CPU (a busy machine still slows it through shared caches); wall-clock
 *   time is shown beside it. Neither side gets anything the other does not: the baseline is the same
 *   store doing the same work.
 * Also shows what the recording does after the burst (redacting and sizing the 1,000 steps before
 * storing them), which is not part of the burst.
 * `-- --quick` runs 2 rounds of 100-action bursts (a smoke run, no budget).
 */
process.env.NODE_ENV = 'production';

const quick = process.argv.includes('--quick');
const BURST = quick ? 100 : 1000;
const ROUNDS = quick ? 2 : 41;
const WARM_UP_ROUNDS = quick ? 1 : 5;
const BUDGET = 0.1;

const quantile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))];
const median = (values: number[]) => quantile(values, 0.5);
const percent = (ratio: number) => `${(ratio * 100).toFixed(1)} %`;
/** The process's CPU time so far, in ms. */
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<number> {
  const { IDBFactory } = await import('fake-indexeddb');
  globalThis.indexedDB = new IDBFactory();
  const { configureStore } = await import('@reduxjs/toolkit');
  const { makeStore } = await import('../src/app/store');
  const { recordingSagas } = await import('../src/core/recording/recordingSagas');
  const { recordingStarted } = await import('../src/core/recording/recordingSlice');
  const { createRecordingLog, recordingMiddleware } = await import('../src/core/recording/recordingLog');
  const { redact } = await import('../src/core/recording/redaction');
  const { jsonSize } = await import('../src/core/recording/jsonSize');
  const { createRootReducer } = await import('../src/core/state/rootReducer');
  const { sitesApi } = await import('../src/core/tenancy/sitesApi');
  const { locationChanged } = await import('../src/core/location/locationSlice');
  const { toastQueued, toastShown } = await import('../src/core/notifications/notificationsSlice');
  const browser = await import('../src/core/browser');
  browser.setNavigator(() => undefined);

  const sites = Array.from({ length: 100 }, (_, i) => ({
    id: i + 1,
    name: `Site ${i + 1}`,
    description: 'A building with tenants',
    portal_secret: `secret-${i}`,
  }));
  const burst = () => {
    const actions = [];
    for (let i = 0; i < BURST / 4; i += 1) {
      const toast = toastQueued({ title: `Saved ${i}` });
      actions.push(
        toast,
        toastShown(toast.payload.key),
        locationChanged({ pathname: `/sites/${i}`, search: '?page=1', hash: '' }),
        { type: 'health/checkSucceeded', payload: { data: { status: 'ok', services: { db: true } }, checkedAt: i } },
      );
    }
    return actions;
  };

  type Store = ReturnType<typeof makeStore>;
  const withCache = (store: Store) =>
    store.dispatch(
      sitesApi.util.upsertQueryData('listSites', { page: 1, pageSize: 100 }, { data: sites as never, total: 100 }),
    );
  interface Timing {
    cpu: number;
    wall: number;
  }
  const timeBurst = (store: Store): Timing => {
    const actions = burst();
    const wallStarted = performance.now();
    const cpuStarted = cpuMs();
    for (const action of actions) store.dispatch(action);
    return { cpu: cpuMs() - cpuStarted, wall: performance.now() - wallStarted };
  };

  /** One burst on a fresh store (same store and sagas both ways; only the recording differs). */
  const run = async (recording: boolean): Promise<Timing> => {
    const store = makeStore(undefined, { sagas: () => recordingSagas(), persist: false, browserListeners: false });
    await withCache(store);
    if (recording) store.dispatch(recordingStarted());
    await sleep(50); // both settle the same way before the burst
    (globalThis as { gc?: () => void }).gc?.();
    const timing = timeBurst(store);
    await sleep(100); // the saga stores the burst; the next start drops it (no download outside a browser)
    store.teardown();
    return timing;
  };

  const plain: Timing[] = [];
  const recorded: Timing[] = [];
  // The order alternates so that neither side profits from going second.
  for (let round = -WARM_UP_ROUNDS; round < ROUNDS; round += 1) {
    const recordingFirst = round % 2 === 0;
    const first = await run(recordingFirst);
    const second = await run(!recordingFirst);
    if (round < 0) continue;
    plain.push(recordingFirst ? second : first);
    recorded.push(recordingFirst ? first : second);
  }
  /** Each round's overhead, recorded against its own plain burst. */
  const overheads = (clock: keyof Timing) => plain.map((base, i) => recorded[i][clock] / base[clock] - 1);

  // What the recording saga does with the burst afterwards, on a replica of the store's chain.
  const log = createRecordingLog(createRootReducer());
  const replica = configureStore({
    reducer: createRootReducer(),
    devTools: false,
    middleware: (getDefault) => getDefault().concat(recordingMiddleware(log)),
  });
  replica.dispatch(recordingStarted());
  log.begin(replica.getState(), false);
  for (const action of burst()) replica.dispatch(action);
  const processStarted = performance.now();
  let size = 0;
  for (const step of log.drain()) size += jsonSize(redact(step.action)) + jsonSize(redact(step.state));
  const processing = performance.now() - processStarted;

  const cpuOverheads = overheads('cpu');
  const overhead = median(cpuOverheads);
  const spread = `${percent(quantile(cpuOverheads, 0.25))} … ${percent(quantile(cpuOverheads, 0.75))}`;
  const ms = (timings: Timing[], clock: keyof Timing) => median(timings.map((timing) => timing[clock])).toFixed(2);
  console.table({
    [`burst of ${BURST}, no recording`]: { 'CPU ms': ms(plain, 'cpu'), 'wall ms': ms(plain, 'wall') },
    [`burst of ${BURST}, recording`]: { 'CPU ms': ms(recorded, 'cpu'), 'wall ms': ms(recorded, 'wall') },
    [`overhead (median of ${ROUNDS} rounds)`]: {
      'CPU ms': `${percent(overhead)}  (budget ${BUDGET * 100} %)`,
      'wall ms': percent(median(overheads('wall'))),
    },
    'overhead, middle half of the rounds': { 'CPU ms': spread, 'wall ms': '' },
    'overhead, median against median (unpaired)': {
      'CPU ms': percent(Number(ms(recorded, 'cpu')) / Number(ms(plain, 'cpu')) - 1),
      'wall ms': percent(Number(ms(recorded, 'wall')) / Number(ms(plain, 'wall')) - 1),
    },
    'after the burst: redact and size the steps': {
      'CPU ms': '',
      'wall ms': `${processing.toFixed(2)}  (${Math.round(size / 1024)} KiB)`,
    },
  });
  if (quick) return 0;
  if (overhead > BUDGET) {
    console.error(`Recording adds ${percent(overhead)} to the burst: over the ${BUDGET * 100} % budget.`);
    return 1;
  }
  return 0;
}

void main().then((code) => process.exit(code));
