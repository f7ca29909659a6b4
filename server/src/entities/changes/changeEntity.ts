import { eq, sql } from 'drizzle-orm';
import { changeRecords } from '../../db/schema/changes';
import { users } from '../../db/schema/users';
import { importChanges, imports } from '../../db/schema/imports';
import { CHANGE_HISTORY, type EntityDef } from '../kit/entityDef';
import type { EntityType } from '../../../../rules/entityTypes';
import type { RecordedOnlyType } from '../kit/changeWriter';
import { idField } from '../../http/schemas';

/** The entity types whose writes the history records (customers, users and devices have none). */
const OBJECT_TYPES = [
  'address',
  'floor',
  'room',
  'room_occupancy',
  'tenant',
  'network',
  'speed_limit',
  'external_ip',
  'wireless',
  'outlet',
  'doorbell',
  'doorbell_preset_message',
  'site',
  'maintenance_window',
] as const satisfies readonly (EntityType | RecordedOnlyType)[];

/** The change history: the customer's records, listed newest first, filterable and paged; never changed. */
export const changeEntity: EntityDef = {
  type: CHANGE_HISTORY,
  label: 'Change history',
  path: '/changes/',
  operations: ['list'],
  summaries: { list: 'List change records of the customer' },
  withoutCanDelete: true,
  description:
    'One create, update or delete: who, when, which object, and the changed fields before and after (secrets masked as "***").',
  table: changeRecords,
  idColumn: changeRecords.id,
  scope: { customer: changeRecords.customerId },
  fields: {
    id: changeRecords.id,
    object_type: changeRecords.objectType,
    object_id: changeRecords.objectId,
    action: changeRecords.action,
    user_id: changeRecords.userId,
    user_email: users.email,
    user_name: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
    before: changeRecords.before,
    after: changeRecords.after,
    created_at: changeRecords.createdAt,
    import_id: importChanges.importId,
    import_file: imports.fileName,
    bulk_edit_id: changeRecords.bulkEditId,
  },
  joins: (query) =>
    query
      .leftJoin(users, eq(users.id, changeRecords.userId))
      .leftJoin(importChanges, eq(importChanges.changeId, changeRecords.id))
      .leftJoin(imports, eq(imports.id, importChanges.importId)),
  orderable: {
    created_at: changeRecords.createdAt,
    id: changeRecords.id,
    object_type: changeRecords.objectType,
    action: changeRecords.action,
    user_email: users.email,
  },
  defaultOrdering: '-created_at',
  searchColumns: [],
  filters: {
    object_type: {
      type: 'string',
      column: changeRecords.objectType,
      description: `Kind of object: ${OBJECT_TYPES.join(', ')}.`,
    },
    object_id: { type: 'integer', column: changeRecords.objectId, description: 'Id of the object (with object_type).' },
    user_id: { type: 'integer', column: changeRecords.userId, description: 'Only changes made by this user.' },
    action: { type: 'string', column: changeRecords.action, description: 'create, update or delete.' },
    from: {
      type: 'string',
      format: 'date-time',
      op: 'gte',
      column: changeRecords.createdAt,
      description: 'Only changes at or after this time (ISO 8601).',
    },
    to: {
      type: 'string',
      format: 'date-time',
      op: 'lte',
      column: changeRecords.createdAt,
      description: 'Only changes at or before this time (ISO 8601).',
    },
  },
  dependents: [],
  readOnly: true,
  writable: {},
  itemProperties: {
    id: idField,
    object_type: { type: 'string' },
    object_id: { type: 'integer' },
    action: { type: 'string', enum: ['create', 'update', 'delete'] },
    user_id: { type: ['integer', 'null'], description: 'Who made the change (null once the user is deleted).' },
    user_email: { type: ['string', 'null'] },
    user_name: { type: ['string', 'null'] },
    before: {
      type: ['object', 'null'],
      additionalProperties: true,
      description: 'Fields before: the changed ones for an update, all for a delete.',
    },
    after: {
      type: ['object', 'null'],
      additionalProperties: true,
      description: 'Fields after: the changed ones for an update, all for a create.',
    },
    created_at: { type: 'string', format: 'date-time' },
    import_id: { type: ['integer', 'null'], description: 'The CSV import that made the change, if one did.' },
    import_file: { type: ['string', 'null'], description: "That import's file name." },
    bulk_edit_id: { type: ['integer', 'null'], description: 'The bulk edit that made the change, if one did.' },
  },
  bodyProperties: {},
  requiredOnCreate: [],
  prepare: async () => [],
};
