import type { EntityDef, Operation } from './entityDef';

/** How every entity's routes are laid out: which calls by default, where, with which tenancy. */
export const allOperations: readonly Operation[] = ['list', 'create', 'read', 'update', 'delete'];

/** The route config of an entity's calls: its tenancy ('customer' unless given). */
export const routeConfigOf = (def: Pick<EntityDef, 'tenancy' | 'superuserOnly'>) => ({
  tenancy: def.tenancy ?? 'customer',
  superuserOnly: def.superuserOnly,
});

/** A url below an entity's collection path: below('/sites', ':id/') is '/sites/:id/'. */
export const below = (path: string, url: string) => `${path.replace(/\/$/, '')}/${url}`;
