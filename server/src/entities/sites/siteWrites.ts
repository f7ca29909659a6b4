import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { sites } from '../../db/schema';
import { recordChange } from '../kit/changeWriter';
import { blockingDependents } from '../kit/rowQueries';
import { conflict } from '../../http/httpErrors';
import { siteDependents } from './siteRepository';
import type { Scope } from '../kit/entityDef';
import { deleteImage, storeImage } from '../../media/mediaRepository';
import type { Image } from '../../media/images';
import { siteColumnsOf, toApiSite, type SiteValues } from './siteFields';

/** What a write does to the portal logo. */
export type LogoChange = { kind: 'keep' } | { kind: 'remove' } | { kind: 'set'; image: Image };
type SiteRow = typeof sites.$inferSelect;

/** A site as its change record shows it: the API's fields, the portal secret masked. */
const siteChange = (
  scope: Scope,
  tx: Transaction,
  action: 'create' | 'update' | 'delete',
  before: SiteRow | null,
  after: SiteRow | null,
) =>
  recordChange(tx, scope, {
    objectType: 'site',
    objectId: (after ?? before)!.id,
    action,
    before: before && toApiSite(before, true),
    after: after && toApiSite(after, true),
    secrets: ['portal_secret'],
  });

/** Inserts a site (and its logo) for the customer; returns the new row. */
export async function insertSite(db: Database, scope: Scope, values: SiteValues, logo: LogoChange): Promise<SiteRow> {
  return db.transaction(async (tx) => {
    const logoId = logo.kind === 'set' ? await storeImage(tx, logo.image) : null;
    const [row] = await tx
      .insert(sites)
      .values({ ...siteColumnsOf(values), name: values.name, customerId: scope.customerId, portalLogoMediaId: logoId })
      .returning();
    await siteChange(scope, tx, 'create', null, row);
    return row;
  });
}

/** Updates a site; a replaced or removed logo's image is deleted with it. */
export async function updateSite(
  db: Database,
  scope: Scope,
  existing: SiteRow,
  values: SiteValues,
  logo: LogoChange,
): Promise<void> {
  await db.transaction(async (tx) => {
    const set: Partial<SiteRow> = { ...siteColumnsOf(values), modifiedAt: new Date() };
    if (logo.kind === 'set') set.portalLogoMediaId = await storeImage(tx, logo.image);
    if (logo.kind === 'remove') set.portalLogoMediaId = null;
    const [row] = await tx
      .update(sites)
      .set(set)
      .where(and(eq(sites.id, existing.id), eq(sites.customerId, existing.customerId)))
      .returning();
    await siteChange(scope, tx, 'update', existing, row);
    if (logo.kind !== 'keep' && existing.portalLogoMediaId) await deleteImage(tx, existing.portalLogoMediaId);
  });
}

/** Deletes a site of the customer and its logo; 409 naming what still lives in it. */
export async function deleteSite(db: Database, scope: Scope, existing: SiteRow): Promise<void> {
  await db.transaction(async (tx) => {
    const left = await blockingDependents(tx, siteDependents, existing.id);
    if (left.length > 0)
      throw conflict(
        `Cannot delete site "${existing.name}": it still has ${left.join(', ')}. Delete or move them first.`,
      );
    await tx.delete(sites).where(and(eq(sites.id, existing.id), eq(sites.customerId, existing.customerId)));
    await siteChange(scope, tx, 'delete', existing, null);
    if (existing.portalLogoMediaId) await deleteImage(tx, existing.portalLogoMediaId);
  });
}
