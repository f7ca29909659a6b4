import { isReplaying } from '../state/replayMode';
import type { TabToWorker, WorkerToTab } from './realtimeMessages';

/** This tab's end of the realtime worker: a SharedWorker's port or a dedicated Worker. */
export interface RealtimeConnection {
  port: {
    postMessage(message: TabToWorker): void;
    onmessage: ((event: MessageEvent<WorkerToTab>) => void) | null;
  };
  /** leave the worker (the hub was told 'bye' first) */
  close(): void;
}

type Connector = () => RealtimeConnection | null;

let connector: Connector = () => null;

/** The app's entry registers the real worker: `setRealtimeConnector(openRealtimeWorker)`; tests and jsdom have none. */
export function setRealtimeConnector(open: Connector): void {
  connector = open;
}

/** Sagas `yield call(connectRealtime)`; null where no worker can run (the HTTP health poll carries on). */
export function connectRealtime(): RealtimeConnection | null {
  return isReplaying() ? null : connector();
}
