import type { Database } from '../db/database';
import type { EntityDef, Row, Scope } from '../entities/kit/entityDef';
import { describeChange } from '../entities/kit/changeDiff';
import { routerEntries, runBulk, type BulkAction, type BulkOutcome } from './bulkRows';

const SAMPLE_SIZE = 10;

/** A row's name in a preview: what its list shows first. */
const labelOf = (row: Row, id: number) => String(row.name ?? row.label ?? row.full_name ?? id);

/**
 * Router configuration entries the bulk edit changes: for networks, one per network and router of
 * its site; for rows pointing at networks (outlets), those of the networks they leave and join.
 */
async function routerEntriesOf(db: Database, def: EntityDef, scope: Scope, outcome: BulkOutcome, set: Row) {
  if (def.type === 'network')
    return routerEntries(
      db,
      scope.customerId,
      outcome.changed.map((row) => row.id),
    );
  if (!('network_id' in set)) return 0;
  const touched = new Set<number>();
  for (const { before, after } of outcome.changed)
    for (const id of [before.network_id, after.network_id]) if (typeof id === 'number') touched.add(id);
  return routerEntries(db, scope.customerId, [...touched]);
}

/**
 * The preview of a bulk edit or delete: every row run through the kit's rules inside a transaction
 * that is then rolled back, so nothing is kept (nor History written); how many change, the rows skipped with their §8
 * reason, a sample of before → after, and the router entries it touches.
 */
export async function previewBulk(
  db: Database,
  def: EntityDef,
  scope: Scope,
  action: BulkAction,
  ids: number[],
  set: Row,
) {
  const ran: { outcome?: BulkOutcome } = {};
  const rolledBack = new Error('preview');
  await db
    .transaction(async (tx) => {
      ran.outcome = await runBulk(tx, def, scope, action, ids, set, { preview: true });
      throw rolledBack;
    })
    .catch((error: unknown) => {
      if (error !== rolledBack) throw error;
    });
  const found = ran.outcome;
  if (!found) throw new Error('The preview ran no rows');
  return {
    total: ids.length,
    changing: found.changed.length,
    unchanged: found.unchanged.length,
    skipped: found.skipped.length,
    errors: found.skipped,
    sample: found.changed.slice(0, SAMPLE_SIZE).map(({ id, before, after }) => {
      const diff = describeChange(
        action === 'delete' ? 'delete' : 'update',
        before,
        action === 'delete' ? null : after,
      );
      return { id, label: labelOf(before, id), before: diff.before ?? {}, after: diff.after ?? {} };
    }),
    router_entries: await routerEntriesOf(db, def, scope, found, set),
  };
}
