import type { Database } from '../../db/database';
import { checkableRouterIds } from '../../mikrotik/routerRead';
import type { JobKind } from '../jobKind';
import type { JobQueue } from '../jobQueue';

/**
 * What a sweep does (the drift sweep, the port-read sweep): one job of `kind` per router that can
 * be talked to; a router whose job is still queued or running is skipped by the kind's singleton key.
 */
export async function sendToEveryRouter(db: Database, jobs: JobQueue, kind: JobKind<{ deviceId: number }>) {
  const ids = await checkableRouterIds(db);
  let sent = 0;
  for (const deviceId of ids) if ((await jobs.send(kind, { deviceId })).sent) sent += 1;
  return { routers: ids.length, sent };
}
