import type { UserWithSuperuser } from '../../src/core/session/sessionSlice';
import type { Customer } from '../../src/core/tenancy/tenancySlice';

/** Shared test data for client tests. */
export const acme: Customer = { id: 1, name: 'Acme Housing', logo: null };
export const beacon: Customer = { id: 2, name: 'Beacon Lofts', logo: 'https://cdn.example.com/beacon.png' };
export const cedar: Customer = { id: 3, name: 'Cedar Court', logo: null };

export function makeUser(overrides: Partial<UserWithSuperuser> = {}): UserWithSuperuser {
  return {
    id: 7,
    email: 'staff@example.com',
    first_name: 'Sam',
    last_name: 'Staff',
    is_superuser: false,
    last_active_customer: null,
    last_active_site: null,
    profile: { theme: 'auto', advanced_mode: false },
    ...overrides,
  };
}

export const siteA = { id: 11, name: 'Harbour View', description: 'Riverside block', customer_id: 1 };
export const siteB = { id: 12, name: 'Oak Street', description: 'Twin towers', customer_id: 1 };
