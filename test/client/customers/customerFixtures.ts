import type { CustomerRow } from '../../../src/features/customers/customerTypes';
import type { RecordedRequest } from '../../support/fakeApi';
import { acme, beacon, cedar } from '../../support/fixtures';
import { page } from '../users/renderPeople';

export const customers: CustomerRow[] = [acme, beacon, cedar];

export const STATS = {
  site_count: 3,
  address_count: 9,
  floor_count: 30,
  room_count: 240,
  tenant_count: 201,
  user_count: 15,
};

/** The customers contract: the whole list, searched and ordered by name. */
export function listCustomers(request: RecordedRequest): [number, unknown] {
  const search = (request.query.get('search') ?? '').toLowerCase();
  const descending = request.query.get('ordering') === '-name';
  const rows = customers
    .filter((customer) => customer.name.toLowerCase().includes(search))
    .sort((a, b) => a.name.localeCompare(b.name) * (descending ? -1 : 1));
  return [200, page(rows)];
}

export function readCustomer(request: RecordedRequest): [number, unknown] {
  const customer = customers.find((row) => row.id === Number(request.params.id));
  return customer ? [200, { ...customer, stats: STATS }] : [403, { detail: 'You do not have access to this customer' }];
}
