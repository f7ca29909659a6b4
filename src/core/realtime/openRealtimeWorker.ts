import type { RealtimeConnection } from './realtimePort';

const NAME = 'portico-realtime';

/**
 * Starts (or joins) the realtime worker: the SharedWorker every tab shares, else a dedicated Worker
 * for this tab. Only the app's entry imports this file (webpack bundles the worker from the
 * `new URL(…, import.meta.url)` below, as the chunk `realtime-worker`, which the server serves with a
 * CSP that lets it connect); sagas reach it through `setRealtimeConnector`.
 */
export function openRealtimeWorker(): RealtimeConnection | null {
  if (typeof SharedWorker !== 'undefined') {
    const worker = new SharedWorker(
      // @ts-expect-error -- import.meta is for webpack; tsc checks src as CommonJS
      new URL(/* webpackChunkName: "realtime-worker" */ './worker/realtime.worker.ts', import.meta.url),
      { name: NAME },
    );
    // A SharedWorker cannot tell that a tab closed: the tab says so.
    window.addEventListener('pagehide', () => worker.port.postMessage({ type: 'bye' }), { once: true });
    return { port: worker.port, close: () => worker.port.close() };
  }
  if (typeof Worker !== 'undefined') {
    const worker = new Worker(
      // @ts-expect-error -- import.meta is for webpack; tsc checks src as CommonJS
      new URL(/* webpackChunkName: "realtime-worker" */ './worker/realtime.worker.ts', import.meta.url),
      { name: NAME },
    );
    return { port: worker, close: () => worker.terminate() };
  }
  return null;
}
