import { describeChange } from '../../../../server/src/entities/kit/changeDiff';

describe('describeChange', () => {
  it('records only the changed fields of an update', () => {
    const change = describeChange(
      'update',
      { name: 'A', vlan_id: 10, modified_at: 'x' },
      { name: 'B', vlan_id: 10, modified_at: 'y' },
    );
    expect(change).toEqual({ before: { name: 'A' }, after: { name: 'B' } });
  });

  it('masks secrets so their values never appear', () => {
    const change = describeChange(
      'update',
      { ssid: 'a', passphrase: 'old-secret' },
      { ssid: 'a', passphrase: 'new-secret' },
      ['passphrase'],
    );
    expect(change).toEqual({ before: { passphrase: '***' }, after: { passphrase: '***' } });
    expect(JSON.stringify(describeChange('create', null, { passphrase: 'new-secret' }, ['passphrase']))).not.toContain(
      'new-secret',
    );
  });

  it('keeps the whole object on create and delete, without can_delete', () => {
    expect(describeChange('create', null, { name: 'A', can_delete: true })).toEqual({
      before: null,
      after: { name: 'A' },
    });
    expect(describeChange('delete', { name: 'A' }, null)).toEqual({ before: { name: 'A' }, after: null });
  });
});
