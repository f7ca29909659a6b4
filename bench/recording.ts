/**
 * `npm run bench:recording`: a burst of 1,000 dispatched actions (toasts, route changes, health
 * results, quick search) on the app's store, with a realistic cache (100 sites), without and with a
 * running session recording. Median of 31 bursts each, production build of Redux Toolkit; a garbage
 * collection before each burst (run with --expose-gc, as the npm script does), since a 30 ms burst that
 * meets a collection of the previous burst's garbage measures the collector, not the recording.
 * Budget: recording adds ≤ 10 % to the burst. Also shows what the recording does after the burst
 * (redacting and sizing the 1,000 steps before storing them), which is not part of the burst.
 * `-- --quick` runs 2 bursts of 100 (a smoke run, no budget).
 */
process.env.NODE_ENV = 'production';

const quick = process.argv.includes('--quick');
const BURST = quick ? 100 : 1000;
const ROUNDS = quick ? 2 : 31;
const BUDGET = 0.1;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
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
  const timeBurst = (store: Store) => {
    const actions = burst();
    const started = performance.now();
    for (const action of actions) store.dispatch(action);
    return performance.now() - started;
  };

  /** One burst on a fresh store (same store and sagas both ways; only the recording differs). */
  const run = async (recording: boolean) => {
    const store = makeStore(undefined, { sagas: () => recordingSagas(), persist: false, browserListeners: false });
    await withCache(store);
    if (recording) store.dispatch(recordingStarted());
    await sleep(50); // both settle the same way before the burst
    (globalThis as { gc?: () => void }).gc?.();
    const ms = timeBurst(store);
    await sleep(100); // the saga stores the burst; the next start drops it (no download outside a browser)
    store.teardown();
    return ms;
  };

  const plain: number[] = [];
  const recorded: number[] = [];
  // Round -1 warms up; the order alternates so that neither side profits from going second.
  for (let round = -1; round < ROUNDS; round += 1) {
    const recordingFirst = round % 2 === 0;
    const first = await run(recordingFirst);
    const second = await run(!recordingFirst);
    if (round < 0) continue;
    plain.push(recordingFirst ? second : first);
    recorded.push(recordingFirst ? first : second);
  }

  // What the recording saga does with the burst afterwards, on a replica of the store's chain.
  const log = createRecordingLog();
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

  const base = median(plain);
  const withRecording = median(recorded);
  const overhead = (withRecording - base) / base;
  console.table({
    [`burst of ${BURST}, no recording`]: { ms: base.toFixed(2) },
    [`burst of ${BURST}, recording`]: { ms: withRecording.toFixed(2) },
    overhead: { ms: `${(overhead * 100).toFixed(1)} %  (budget ${BUDGET * 100} %)` },
    'after the burst: redact and size the steps': { ms: `${processing.toFixed(2)}  (${Math.round(size / 1024)} KiB)` },
  });
  if (quick) return 0;
  if (overhead > BUDGET) {
    console.error(`Recording adds ${(overhead * 100).toFixed(1)} % to the burst: over the ${BUDGET * 100} % budget.`);
    return 1;
  }
  return 0;
}

void main().then((code) => process.exit(code));
