import { ENTITY_TYPES } from '../../../../rules/entityTypes';
import { crmEntities, crmEntityDefs } from '../../../../server/src/entities/crmEntities';
import { deviceEntity } from '../../../../server/src/entities/devices/deviceEntity';
import { parseNotification } from '../../../../server/src/realtime/changeEvents';

describe('entity types', () => {
  it('registers every entity definition under the type its change records and frames name', () => {
    for (const [type, def] of Object.entries(crmEntityDefs)) expect(def.type).toBe(type);
    expect(deviceEntity.type).toBe('device');
  });

  it('has a definition for every type, and mounts the change history beside them', () => {
    const types = crmEntities.map((def) => def.type);
    expect([...types, deviceEntity.type].sort()).toEqual([...ENTITY_TYPES, 'change'].sort());
  });

  it('passes on a change notice of a known type and drops one naming no entity type', () => {
    const notice = { entity: 'room', object_id: 7, action: 'update', customer_id: 1, site_id: 2 };
    expect(parseNotification(JSON.stringify(notice))).toMatchObject({ kind: 'change', event: { entity: 'room' } });
    expect(parseNotification(JSON.stringify({ ...notice, entity: 'rooms' }))).toBeNull();
  });
});
