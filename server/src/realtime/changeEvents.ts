import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { notifyPayloadObject } from '../db/notifyPayload';
import { crmEntities } from '../entities/crmEntities';
import { siteColumnOf } from '../entities/kit/rowScope';
import type { ChangeEvent } from '../../../rules/changeEvent';
import { isEntityType } from '../../../rules/entityTypes';

/** The channel change_records' trigger notifies (migration 0014_change_notify). */
export const changeChannel = 'portico_changes';

/** What arrives on the channel: a change record, or a health ping coming back. */
export type Notification = { kind: 'change'; event: ChangeEvent } | { kind: 'ping'; nonce: string };

const actions = new Set(['create', 'update', 'delete']);
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

/** Reads one channel payload; null for anything else, an unknown entity type too (never throws). */
export function parseNotification(payload: string): Notification | null {
  const value = notifyPayloadObject(payload);
  if (value === null) return null;
  if (typeof value.ping === 'string') return { kind: 'ping', nonce: value.ping };
  const { entity, object_id, action, customer_id, site_id, user_id, user_name } = value;
  if (
    typeof entity !== 'string' ||
    !isEntityType(entity) ||
    !isId(object_id) ||
    !isId(customer_id) ||
    !actions.has(String(action))
  )
    return null;
  return {
    kind: 'change',
    event: {
      entity,
      id: object_id,
      action: action as ChangeEvent['action'],
      customer_id,
      site_id: isId(site_id) ? site_id : null,
      user_id: isId(user_id) ? user_id : null,
      user_name: typeof user_name === 'string' ? user_name : null,
    },
  };
}

/** Site-bound entities by change record type: where to look up an object's site. */
const siteLookups = new Map(
  crmEntities.flatMap((def) => {
    const site = siteColumnOf(def);
    return site ? [[def.type, { table: def.table, id: def.idColumn, site }] as const] : [];
  }),
);

/**
 * Fills in the site of a site-bound object the trigger could not name (an update's record holds
 * only the changed fields). A deleted object's record always names it.
 */
export async function withSite(db: Database, event: ChangeEvent): Promise<ChangeEvent> {
  if (event.site_id !== null || event.action === 'delete') return event;
  const lookup = siteLookups.get(event.entity);
  if (!lookup) return event;
  const [row] = await db
    .select({ site: sql<unknown>`${lookup.site}` })
    .from(lookup.table)
    .where(eq(lookup.id, event.id));
  const site = row?.site;
  return { ...event, site_id: isId(site) ? site : null };
}
