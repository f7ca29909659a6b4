/** The types an entity definition is made of: scopes, rows, routes, dependents, filters. */
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/database';
import type { CustomerScope, RequestScope } from '../../access/scope';
import type { FilterSpec } from './listParams';

/**
 * Who asks and inside which customer: the CustomerScope (access/scope.ts), of which the engine
 * needs these parts (`refusedSiteId`: X-Site-ID named a site outside the customer).
 */
export type Scope = Pick<CustomerScope, 'customerId' | 'siteId' | 'userId'> &
  Partial<Pick<CustomerScope, 'refusedSiteId'>>;

/**
 * The scope the engine's queries and hooks get: the request's scope, or the customer parts a caller
 * hands on. Hooks of a customer's entity read its customer with customerPart(scope).
 */
export type QueryScope = Scope | RequestScope;

/** The five calls of an entity: GET/POST on the collection, GET/PATCH/DELETE on an item. */
export type Operation = 'list' | 'create' | 'read' | 'update' | 'delete';
/**
 * A route an entity declares besides its five calls: counts, actions, sub-resources. `url` is
 * below the entity's path (':id/stats/'), or below the tree when it starts with '/'; the route gets the
 * entity's tag and tenancy unless it names its own, and must document its responses.
 */
export type ExtraRoute = Omit<RouteOptions, 'url' | 'schema'> & {
  url: string;
  schema: NonNullable<RouteOptions['schema']>;
};

export type Row = Record<string, unknown>;
export type Selectable = AnyColumn | SQL | SQL.Aliased | NestedSelection;
/** A nested object of the item, e.g. a room's floor `{id, name, address_id, address: {id, name}}`. */
export interface NestedSelection {
  [key: string]: AnyColumn | SQL | NestedSelection;
}

/** Another table whose rows keep an object alive: deleting it is refused while any exist. */
export interface Dependent {
  table: PgTable;
  column: AnyColumn;
  /** noun for messages, singular and plural: ['outlet', 'outlets'] */
  noun: [string, string];
}

/**
 * Which rows a request may reach. Most entities belong to the request's customer (`customer`), some
 * also to a site (`site`: lists default to X-Site-ID; a site_id filter overrides). Others choose
 * their rows from the request's scope themselves (customers: the user's memberships), and may
 * refuse an item outright (`refuse`: 403 rather than 404 for a customer the user is not member of).
 */
export type RowScope =
  | { customer: AnyColumn; site?: AnyColumn }
  | {
      rows(scope: RequestScope): SQL | undefined;
      refuse?(db: Queryable, scope: RequestScope, id: number): Promise<void>;
    };

/**
 * 'paged': one page and the total, `{data, total}`, with paging, ordering and search parameters.
 * 'all': every row in the default ordering, `{data, total}`, filters only (a user's customers).
 * 'array': the same rows as a plain array, the devices list's documented contract.
 */
export type Listing = 'paged' | 'all' | 'array';

/**
 * A list filter: `column` compared with the query value. With `exists`, the column belongs to a
 * related table and the filter keeps the rows that have at least one related row matching it — a
 * correlated EXISTS on `exists.table`, joined by `exists.owner` (its reference to the listed row):
 *
 * @example floors by network: { type: 'integer', column: outlets.networkId, exists: { table: outlets, owner: outlets.floorId } }
 */
export interface ListFilter extends FilterSpec {
  column: AnyColumn;
  /** comparison; equality unless given (time ranges use gte/lte) */
  op?: 'gte' | 'lte';
  exists?: RelatedRows;
}

/**
 * The related rows an EXISTS filter looks through: `owner` refers to the listed row's `listed`
 * column (its id unless given); `through` joins one more table the filtered column lives on, and
 * `where` narrows the related rows further.
 *
 * @example tenants by floor: { table: roomOccupancies, owner: roomOccupancies.tenantId,
 *   through: { table: rooms, on: [rooms.id, roomOccupancies.roomId] } } with column rooms.floorId
 */
export interface RelatedRows {
  table: PgTable;
  owner: AnyColumn;
  listed?: AnyColumn;
  through?: { table: PgTable; on: [AnyColumn, AnyColumn] };
  where?: SQL;
}
