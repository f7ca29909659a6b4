import type { ChangeRecord } from '../../../src/core/entity/changesApi';
import type { User } from '../../../src/features/users/userTypes';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 4,
    email: 'ingrid.haugen@example.com',
    first_name: 'Ingrid',
    last_name: 'Haugen',
    full_name: 'Ingrid Haugen',
    role: 'manager',
    is_active: true,
    last_login_at: '2026-03-09T14:05:00',
    member_since: '2025-01-15T09:00:00',
    ...overrides,
  };
}

export function makeChange(overrides: Partial<ChangeRecord> = {}): ChangeRecord {
  return {
    id: 1,
    object_type: 'room',
    object_id: 5,
    action: 'update',
    user_id: 4,
    user_email: 'ingrid.haugen@example.com',
    user_name: 'Ingrid Haugen',
    before: { name: 'H0101' },
    after: { name: 'H0102' },
    created_at: '2026-03-10T08:30:00',
    ...overrides,
  };
}
