import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { changeRecords, sites, type DeviceRow } from '../../db/schema';
import type { ApplyResult } from '../../mikrotik/plan/applyPlan';
import type { RouterPlan } from '../../mikrotik/plan/planTypes';

/** Items kept in one record: a first apply of a big building has thousands; the count says how many in all. */
const MAX_RECORDED_ITEMS = 500;

/**
 * The change record of an applied plan, in the history of the customer whose site the router
 * serves (object type `device`): who, when, the items (before → after, secrets as "••••") and the
 * result in the router's words. No commands: those hold real values.
 */
export async function recordApplyChange(
  db: Database,
  device: DeviceRow,
  userId: number | null,
  plan: RouterPlan,
  result: ApplyResult,
): Promise<void> {
  if (device.siteId === null) return;
  const [site] = await db.select({ customerId: sites.customerId }).from(sites).where(eq(sites.id, device.siteId));
  if (!site) return;
  await db.insert(changeRecords).values({
    customerId: site.customerId,
    userId,
    objectType: 'device',
    objectId: device.id,
    action: 'update',
    before: null,
    after: {
      site_id: device.siteId,
      applied: {
        status: result.status,
        applied: result.applied,
        total: result.total,
        reason: result.failure?.reason ?? null,
        failed_command: result.failure?.command ?? null,
        rolled_back: result.rollback.length,
        items_total: plan.items.length,
        items: plan.items.slice(0, MAX_RECORDED_ITEMS).map((item) => ({
          section: item.section,
          action: item.action,
          label: item.label,
          changes: item.changes.map(({ property, before, after }) => ({ property, before, after })),
        })),
      },
    },
  });
}
