import { eq, sql } from 'drizzle-orm';
import { changeRecords } from '../../db/schema/changes';
import { users } from '../../db/schema/users';
import { CHANGE_HISTORY, type EntityDef } from '../kit/entityDef';
import type { EntityType } from '../../../../rules/entityTypes';
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
] as const satisfies readonly EntityType[];

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
  },
  joins: (query) => query.leftJoin(users, eq(users.id, changeRecords.userId)),
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
  },
  bodyProperties: {},
  requiredOnCreate: [],
  prepare: async () => [],
};
