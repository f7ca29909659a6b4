import { eq } from 'drizzle-orm';
import { number, object } from 'yup';
import type { Database } from '../db/database';
import { bulkEdits } from '../db/schema/bulkEdits';
import { defineJobKind, PermanentJobError } from '../jobs/jobKind';
import { applyBulk } from './bulkApply';

/** Applies a bulk edit or delete in the background (one transaction), with progress per 250 rows. */
export const bulkEditKind = (db: Database) =>
  defineJobKind({
    name: 'bulk-edit',
    payload: object({ bulkEditId: number().integer().positive().required() }),
    singletonKey: ({ bulkEditId }) => String(bulkEditId),
    retryLimit: 0,
    async handle(job) {
      const [row] = await db.select().from(bulkEdits).where(eq(bulkEdits.id, job.payload.bulkEditId));
      if (!row) throw new PermanentJobError(`Bulk edit ${job.payload.bulkEditId} is gone`);
      await db.update(bulkEdits).set({ status: 'applying' }).where(eq(bulkEdits.id, row.id));
      try {
        const counts = await applyBulk(
          db,
          row,
          (done, total) => job.progress({ done, total, current: `row ${done} of ${total}` }),
          job.signal,
        );
        return { counts };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await db.update(bulkEdits).set({ status: 'failed', error: message }).where(eq(bulkEdits.id, row.id));
        throw new PermanentJobError(message);
      }
    },
  });
