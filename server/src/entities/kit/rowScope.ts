import { eq, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Bindings } from '../../db/builtOnce';
import type { EntityDef, QueryScope, Scope } from './entityDef';

export type { QueryScope } from './entityDef';

/** The customer parts of a customer's entity's scope; a bug to ask for them elsewhere. */
export function customerPart(scope: QueryScope): Scope {
  if ('customerId' in scope) return scope;
  throw new Error(`tenancy '${scope.mode}' has no customer`);
}

/** The site column of a site-scoped entity, whose lists default to X-Site-ID. */
export function siteColumnOf(def: EntityDef): AnyColumn | undefined {
  return 'customer' in def.scope ? def.scope.site : undefined;
}

/**
 * The WHERE every query of the entity starts from: the rows this scope may reach. With `bound`, the
 * customer goes in as its placeholder (a statement built once, db/builtOnce.ts).
 */
export function scopeWhere(def: EntityDef, scope: QueryScope, bound?: Bindings): SQL | undefined {
  if ('customer' in def.scope) {
    const { customerId } = customerPart(scope);
    return eq(def.scope.customer, bound ? bound.bind('customer', customerId, def.scope.customer) : customerId);
  }
  if (!('mode' in scope)) throw new Error(`${def.type} chooses its rows from the request's scope`);
  return def.scope.rows(scope);
}
