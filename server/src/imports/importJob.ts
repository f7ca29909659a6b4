import { eq } from 'drizzle-orm';
import { mixed, number, object } from 'yup';
import type { Database } from '../db/database';
import { imports } from '../db/schema/imports';
import { defineJobKind, PermanentJobError } from '../jobs/jobKind';
import { commitImport, type CommitMode } from './importCommit';

/**
 * Commits an uploaded import file in the background (one transaction), with progress per 250 rows.
 * The result is stored on the import (imports.result) for the result file.
 */
export const importCommitKind = (db: Database) =>
  defineJobKind({
    name: 'csv-import',
    payload: object({
      importId: number().integer().positive().required(),
      mode: mixed<CommitMode>().oneOf(['valid', 'all']).required(),
    }),
    singletonKey: ({ importId }) => String(importId),
    retryLimit: 0,
    async handle(job) {
      const [row] = await db.select().from(imports).where(eq(imports.id, job.payload.importId));
      if (!row) throw new PermanentJobError(`Import ${job.payload.importId} is gone`);
      try {
        const result = await commitImport(
          db,
          row,
          job.payload.mode,
          (done, total) => job.progress({ done, total, current: `row ${done} of ${total}` }),
          job.signal,
        );
        const counts: Record<string, number> = {};
        for (const [, status] of result) counts[status] = (counts[status] ?? 0) + 1;
        return { counts };
      } catch (error) {
        await db.update(imports).set({ state: 'failed' }).where(eq(imports.id, row.id));
        throw new PermanentJobError(error instanceof Error ? error.message : String(error));
      }
    },
  });
