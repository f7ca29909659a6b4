import { and, eq, exists, sql } from 'drizzle-orm';
import { customers, memberships } from '../../db/schema';
import { forbidden } from '../../http/httpErrors';
import { mediaUrl } from '../../media/mediaUrl';
import type { EntityDef } from '../kit/entityDef';
import { customerRoutes } from './customerRoutes';
import { hasCustomerAccess } from '../../access/customerAccess';
import { customerStats } from './customerRepository';
import { customerStatsSchema, customerSummary } from './customerSchemas';

/**
 * The customers a user may select (superusers: all), read-only. Their calls name the customer in
 * the path, so they need no X-Customer-ID and check membership per id: non-members get 403.
 */
export const customerEntity: EntityDef = {
  type: 'customer',
  label: 'Customer',
  tag: 'customers',
  path: '/customers/',
  description: 'A customer (property company) whose sites the console manages.',
  tenancy: 'user',
  operations: ['list', 'read'],
  summaries: { list: "The signed-in user's customers (superusers: all)", read: 'Get a customer with its counts' },
  descriptions: { list: 'Needs no X-Customer-ID: this is how a client learns which ids it may send.' },
  listing: 'all',
  withoutCanDelete: true,
  table: customers,
  idColumn: customers.id,
  scope: {
    rows: (scope) =>
      scope.isSuperuser
        ? undefined
        : exists(
            sql`(select 1 from ${memberships} where ${and(
              eq(memberships.customerId, customers.id),
              eq(memberships.userId, scope.userId),
            )})`,
          ),
    async refuse(db, scope, id) {
      if (!(await hasCustomerAccess(db, { id: scope.userId, isSuperuser: scope.isSuperuser }, id)))
        throw forbidden('You do not have access to this customer');
    },
  },
  fields: { id: customers.id, name: customers.name, logo: customers.logoMediaId },
  toItem: (row) => ({ ...row, logo: mediaUrl(typeof row.logo === 'string' ? row.logo : null) }),
  detail: {
    properties: { stats: customerStatsSchema.response[200] },
    load: async (db, id) => ({ stats: await customerStats(db, id) }),
  },
  orderable: { name: customers.name },
  defaultOrdering: 'name',
  searchColumns: [customers.name],
  filters: {},
  dependents: [],
  readOnly: true,
  writable: {},
  itemProperties: customerSummary.properties,
  itemRequired: [...customerSummary.required],
  bodyProperties: {},
  requiredOnCreate: [],
  prepare: async () => [],
  routes: () => customerRoutes,
};
