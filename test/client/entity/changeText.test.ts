import { changedFields, changeHeadline } from '../../../src/components/entity/changeText';
import type { ChangeRecord } from '../../../src/core/entity/changesApi';

const change = (overrides: Partial<ChangeRecord>): ChangeRecord => ({
  id: 1,
  object_type: 'room',
  object_id: 21,
  action: 'update',
  user_id: 2,
  user_email: 'staff@example.com',
  user_name: 'Siri Staff',
  before: null,
  after: null,
  created_at: '2026-03-10T12:00:00Z',
  ...overrides,
});

describe('changedFields', () => {
  it('names a moved reference once, by its name, not also by its bare id', () => {
    const moved = change({
      before: { floor_id: 11, floor: { id: 11, name: 'Ground floor' } },
      after: { floor_id: 13, floor: { id: 13, name: 'Loft' } },
    });
    expect(changedFields(moved)).toEqual([{ field: 'floor', label: 'Floor', before: 'Ground floor', after: 'Loft' }]);
  });

  it('drops ids that a *_name field already names, and keeps ids named nowhere else', () => {
    const created = change({
      action: 'create',
      after: { name: 'H0101', current_tenant_id: 31, current_tenant_name: 'Kari Nordmann', network_id: 4 },
    });
    expect(changedFields(created).map(({ label, after }) => `${label}: ${after}`)).toEqual([
      'Name: H0101',
      'Current tenant: Kari Nordmann',
      'Network: 4',
    ]);
  });
});

describe('changeHeadline', () => {
  it('says what a change did and who did it', () => {
    expect(changeHeadline(change({ after: { name: 'H0204' } }))).toBe('Siri Staff changed');
    expect(changeHeadline(change({ action: 'delete', user_name: '' }))).toBe('staff@example.com deleted');
  });

  it('names the import or the bulk edit that made a change', () => {
    expect(changeHeadline(change({ action: 'create', import_id: 4, import_file: 'rooms.csv' }))).toBe(
      'Created, imported by Siri Staff from rooms.csv',
    );
    expect(changeHeadline(change({ import_id: 4, import_file: '' }))).toBe('Changed, imported by Siri Staff');
    expect(changeHeadline(change({ bulk_edit_id: 9 }))).toBe('Changed by Siri Staff in a bulk edit');
  });

  it('tells a reveal or regeneration of a secret as what happened, with no masked values listed', () => {
    const revealed = change({ object_type: 'wireless', after: { key_revealed: 'Kari Nordmann' } });
    const regenerated = change({
      object_type: 'wireless',
      before: { key_regenerated: null, tenant_key: '***' },
      after: { key_regenerated: 'Kari Nordmann', tenant_key: '***' },
    });
    const passphrase = change({ object_type: 'wireless', after: { passphrase_revealed: 'Beboer-17' } });
    expect(changeHeadline(revealed)).toBe('Siri Staff revealed the key of Kari Nordmann');
    expect(changeHeadline(regenerated)).toBe('Siri Staff regenerated the key of Kari Nordmann');
    expect(changeHeadline(passphrase)).toBe("Siri Staff revealed the network's passphrase");
    expect([revealed, regenerated, passphrase].map((record) => changedFields(record))).toEqual([[], [], []]);
  });
});
