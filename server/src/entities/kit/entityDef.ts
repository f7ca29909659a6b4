import type { AnyColumn, SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/database';
import type { FilterSpec } from './listParams';

/** Who asks and inside which customer (and optionally site) the request works. */
export interface Scope {
  customerId: number;
  siteId: number | null;
  userId: number;
}

export type { FieldError } from '../../http/httpErrors';
import type { FieldError } from '../../http/httpErrors';

export type Row = Record<string, unknown>;
type Selectable = AnyColumn | SQL | SQL.Aliased | { [key: string]: AnyColumn | SQL };

/** Another table whose rows keep an object alive: deleting it is refused while any exist. */
export interface Dependent {
  table: PgTable;
  column: AnyColumn;
  /** noun for messages, singular and plural: ['outlet', 'outlets'] */
  noun: [string, string];
}

export interface ListFilter extends FilterSpec {
  column: AnyColumn;
  /** comparison; equality unless given (time ranges use gte/lte) */
  op?: 'gte' | 'lte';
}

/**
 * Everything the shared CRUD routes need to serve one entity. Keys of `fields`, `orderable`,
 * `filters` and `writable` are the API's snake_case names.
 */
export interface EntityDef {
  type: string;
  label: string;
  /** collection path below /api/crm, with trailing slash: '/networks/' */
  path: string;
  description: string;
  table: PgTable;
  idColumn: AnyPgColumn;
  customerColumn: AnyColumn;
  /** site-scoped entities: lists default to X-Site-ID; a site_id filter overrides */
  siteColumn?: AnyColumn;
  fields: Record<string, Selectable>;
  /** adds the joins the fields need (names of related objects); called on a dynamic select */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  joins?: (query: any) => any;
  orderable: Record<string, AnyColumn | SQL>;
  defaultOrdering: string;
  searchColumns: (AnyColumn | SQL)[];
  filters: Record<string, ListFilter>;
  dependents: Dependent[];
  /** read-only resources (users): can_delete is always false */
  readOnly?: boolean;
  /** lists filter, search or order on joined columns, so paging and counting need the joins */
  listNeedsJoins?: boolean;
  /** API field -> table property (null: not a column, see afterWrite); what PATCH merges over */
  writable: Record<string, string | null>;
  /** writable fields never shown (wireless passphrase); masked in change records */
  secrets?: string[];
  /** JSON schema properties of a response item (can_delete is added) */
  itemProperties: Record<string, object>;
  /** JSON schema properties of a write body, and which of them a create needs */
  bodyProperties: Record<string, object>;
  requiredOnCreate: string[];
  /**
   * Checks the merged candidate (stored values overlaid with the body) and returns the column
   * values to write, or the §8 field errors. `existing` is the stored row on update.
   */
  /** unique index name -> the field error a race on it becomes */
  uniqueErrors?: Record<string, FieldError>;
  /** extra clean-up inside the delete transaction (rows owned by the object) */
  beforeDelete?(tx: Queryable, scope: Scope, stored: Row): Promise<void>;
  /** after insert/update: write rows owned by the object (doorbell targets) */
  afterWrite?(tx: Queryable, scope: Scope, id: number, candidate: Row): Promise<void>;
  prepare(tx: Queryable, scope: Scope, candidate: Row, existing: Row | null): Promise<Row | FieldError[]>;
}
