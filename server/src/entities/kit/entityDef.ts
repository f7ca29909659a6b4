import type { AnyColumn, SQL } from 'drizzle-orm';
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/database';
import type { FieldError } from '../../http/httpErrors';
import type { EntityType } from '../../../../rules/entityTypes';
import type { TenancyMode } from '../../access/scope';
import type {
  Dependent,
  ExtraRoute,
  ListFilter,
  Listing,
  Operation,
  QueryScope,
  Row,
  RowScope,
  Selectable,
} from './entityParts';

export type * from './entityParts';
export type { FieldError } from '../../http/httpErrors';

/** The change history's name among the entity definitions: no entity type, as nothing changes it. */
export const CHANGE_HISTORY = 'change';

/**
 * An entity: its name, where it lives, who may call it, and everything the table engine needs to
 * serve its five calls (mountEntity). Keys of `fields`, `orderable`, `filters` and `writable` are
 * the API's snake_case names.
 */
export interface EntityDef {
  /**
   * The entity type (rules/entityTypes.ts) its change records and realtime frames name; the
   * change history, a record of the others' writes that is never written itself, is 'change'.
   */
  type: EntityType | typeof CHANGE_HISTORY;
  label: string;
  /** collection path below the tree it is mounted in (/api/crm): '/networks/'; items are below it */
  path: string;
  description: string;
  /** which of the five calls it has; all unless given (read-only resources: list and read) */
  operations?: readonly Operation[];
  /** what the five calls need from the tenancy headers; 'customer' unless given */
  tenancy?: TenancyMode;
  /** with tenancy 'superuser': the 403 detail other users get */
  superuserOnly?: string;
  /** routes besides the five calls, built from the definition (for its schemas) */
  routes?: (def: EntityDef) => ExtraRoute[];
  /** OpenAPI summaries replacing the generic ones ("List network records …"), and longer descriptions */
  summaries?: Partial<Record<Operation, string>>;
  descriptions?: Partial<Record<Operation, string>>;
  /** the OpenAPI tag of its calls; the label unless given */
  tag?: string;
  /** the item has no can_delete (the change history, customers, devices) */
  withoutCanDelete?: boolean;
  table: PgTable;
  idColumn: AnyPgColumn;
  scope: RowScope;
  /** how the list answers; 'paged' unless given */
  listing?: Listing;
  fields: Record<string, Selectable>;
  /** the API item of a selected row, where selecting fields cannot say it (a media URL) */
  toItem?(row: Row): Row;
  /** what a read of one item adds to it (a customer's counts), and its schema properties */
  detail?: { properties: Record<string, object>; load(db: Queryable, id: number): Promise<Row> };
  /** adds the joins the fields need (names of related objects); called on a dynamic select */
  joins?: (query: PgSelect) => PgSelect;
  orderable: Record<string, AnyColumn | SQL>;
  /** page_size above the maximum is refused with 400, as the sites list always documented; others cap it */
  refuseLargePages?: boolean;
  /** empty values sort last in both directions (PostgreSQL puts them first when descending) */
  nullsLast?: boolean;
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
  /** writable fields masked in change records (wireless passphrase, never shown; site portal_secret, shown) */
  secrets?: string[];
  /** JSON schema properties of a response item (can_delete is added), and those always present */
  itemProperties: Record<string, object>;
  itemRequired?: string[];
  /** JSON schema properties of a write body, and which of them a create needs */
  bodyProperties: Record<string, object>;
  requiredOnCreate: string[];
  /** unique index name -> the field error a race on it becomes */
  uniqueErrors?: Record<string, FieldError>;
  /** extra clean-up inside the delete transaction (rows owned by the object) */
  beforeDelete?(tx: Queryable, scope: QueryScope, stored: Row): Promise<void>;
  /** inside the delete transaction, once the row is gone: what it referred to alone (a site's logo) */
  afterDelete?(tx: Queryable, scope: QueryScope, stored: Row): Promise<void>;
  /** the 409 detail of a refused delete; "Cannot delete this <label>: it still has …" unless given */
  deleteRefusal?(stored: Row, blockers: string[]): string;
  /**
   * after insert/update: write rows owned by the object (doorbell targets), or drop what the write
   * replaced (a site's previous logo). `existing`: the stored row before an update; `values`: what prepare wrote.
   */
  afterWrite?(
    tx: Queryable,
    scope: QueryScope,
    id: number,
    candidate: Row,
    existing?: Row | null,
    values?: Row,
  ): Promise<void>;
  /** preValidation hook of create and update, e.g. reading a multipart body into `request.body` */
  parseBody?: preValidationAsyncHookHandler;
  /** the write body prepare sees; `request.body` unless given (a site adds its logo file, a device the password key) */
  bodyOf?(request: FastifyRequest): Row;
  /** request content types of create and update when not JSON alone, and the statuses they add (413, 415) */
  consumes?: string[];
  writeErrors?: number[];
  /**
   * Checks the merged candidate (stored values overlaid with the body) and returns the column
   * values to write, or the requirements §8 field errors. `existing` is the stored row on update.
   */
  prepare(tx: Queryable, scope: QueryScope, candidate: Row, existing: Row | null): Promise<Row | FieldError[]>;
}
