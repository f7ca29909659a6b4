import { eq, type AnyColumn, type SQL } from 'drizzle-orm';
import type { RequestScope } from '../../plugins/tenancy';
import type { EntityDef, Scope } from './entityDef';

/**
 * What the engine's queries are scoped by: the request's scope, or the customer parts a write
 * hands on (writes only exist for customer-scoped entities).
 */
export type QueryScope = Scope | RequestScope;

/** The site column of a site-scoped entity, whose lists default to X-Site-ID. */
export function siteColumnOf(def: EntityDef): AnyColumn | undefined {
  return 'customer' in def.scope ? def.scope.site : undefined;
}

/** The WHERE every query of the entity starts from: the rows this scope may reach. */
export function scopeWhere(def: EntityDef, scope: QueryScope): SQL | undefined {
  if ('customer' in def.scope) {
    if (!('customerId' in scope)) throw new Error(`${def.type} needs a customer, not tenancy '${scope.mode}'`);
    return eq(def.scope.customer, scope.customerId);
  }
  if (!('mode' in scope)) throw new Error(`${def.type} chooses its rows from the request's scope`);
  return def.scope.rows(scope);
}
