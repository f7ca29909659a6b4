import type { Database } from '../../db/database';
import type { JobQueue } from '../jobQueue';
import type { MikrotikSettings } from '../../mikrotik/mikrotikSettings';

/** What the router jobs need of the app: its database, the MikroTik settings and the queue (to send follow-up checks). */
export interface RouterJobContext {
  db: Database;
  settings: MikrotikSettings;
  jobs: JobQueue;
}
