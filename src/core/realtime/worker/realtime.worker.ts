/**
 * The realtime worker: a SharedWorker (one for all tabs of the browser) or, where SharedWorker is
 * missing, a dedicated Worker per tab running the same hub with its single tab.
 */
import ReconnectingWebSocket from 'reconnecting-websocket';
import type { TabToWorker, WorkerToTab } from '../realtimeMessages';
import { createRealtimeHub, type TabPort } from './realtimeHub';

/** Reconnects after 1 s, growing to at most 10 s between attempts. */
const SOCKET_OPTIONS = {
  minReconnectionDelay: 1000,
  maxReconnectionDelay: 10_000,
  // Nothing is queued while the socket is down: the auth frame must be the first one sent.
  maxEnqueuedMessages: 0,
};

const hub = createRealtimeHub((url) => new ReconnectingWebSocket(url, [], SOCKET_OPTIONS));

interface WorkerPort {
  postMessage(message: WorkerToTab): void;
  onmessage: ((event: MessageEvent<TabToWorker>) => void) | null;
}

function serve(port: WorkerPort): void {
  const tab: TabPort = port;
  hub.attach(tab);
  port.onmessage = (event) => hub.receive(tab, event.data);
}

const scope = self as typeof self & { onconnect?: ((event: MessageEvent) => void) | null };

if ('onconnect' in scope) {
  scope.onconnect = (event) => serve(event.ports[0] as WorkerPort);
} else {
  serve(scope as WorkerPort);
}
