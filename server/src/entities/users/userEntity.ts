import { eq, sql } from 'drizzle-orm';
import { memberships } from '../../db/schema/customers';
import { users } from '../../db/schema/users';
import { meRoutes } from './meRoutes';
import { passwordRoutes } from './passwordRoutes';
import type { EntityDef } from '../kit/entityDef';
import { idField } from '../../http/schemas';

/**
 * The users of the request's customer (its memberships), read-only: accounts are managed
 * elsewhere, except passwords (passwordRoutes.ts). Listed through the shared paging with
 * memberships as the scoped table.
 */
export const userEntity: EntityDef = {
  type: 'user',
  label: 'User',
  path: '/users/',
  operations: ['list', 'read'],
  summaries: { list: 'List the users of the customer', read: 'Get a user of the customer' },
  routes: () => [...meRoutes, ...passwordRoutes],
  description: 'A staff user who is a member of the customer. `role` is the membership role in this customer.',
  table: memberships,
  idColumn: users.id,
  scope: { customer: memberships.customerId },
  fields: {
    id: users.id,
    email: users.email,
    first_name: users.firstName,
    last_name: users.lastName,
    full_name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
    role: memberships.role,
    is_active: users.isActive,
    last_login_at: users.lastLoginAt,
    member_since: memberships.createdAt,
  },
  joins: (query) => query.innerJoin(users, eq(users.id, memberships.userId)),
  listNeedsJoins: true,
  orderable: {
    id: users.id,
    email: users.email,
    first_name: users.firstName,
    last_name: users.lastName,
    full_name: sql`lower(trim(${users.firstName} || ' ' || ${users.lastName}))`,
    role: memberships.role,
    is_active: users.isActive,
    last_login_at: users.lastLoginAt,
    member_since: memberships.createdAt,
  },
  defaultOrdering: 'last_name',
  searchColumns: [users.email, users.firstName, users.lastName],
  filters: {
    role: { type: 'string', column: memberships.role, description: 'staff or manager.' },
    is_active: {
      type: 'boolean',
      column: users.isActive,
      description: 'Only active (true) or deactivated (false) accounts.',
    },
  },
  dependents: [],
  readOnly: true,
  writable: {},
  itemProperties: {
    id: idField,
    email: { type: 'string' },
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    full_name: { type: 'string' },
    role: { type: 'string', enum: ['staff', 'manager'] },
    is_active: { type: 'boolean' },
    last_login_at: { type: ['string', 'null'], format: 'date-time' },
    member_since: { type: 'string', format: 'date-time' },
  },
  bodyProperties: {},
  requiredOnCreate: [],
  prepare: async () => [],
};
