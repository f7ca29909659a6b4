import { expectSaga } from 'redux-saga-test-plan';
import type { ChangeEvent } from '../../../../rules/changeEvent';
import { baseApi } from '../../../../src/core/api/baseApi';
import { createRootReducer } from '../../../../src/core/state/rootReducer';
import { entityNoun, invalidateChanged, tagsForChange } from '../../../../src/core/realtime/liveUpdates';
import { changeReceived } from '../../../../src/core/realtime/realtimeSlice';
import { stateWith } from '../../../support/sagaEdges';

const onSite = {
  tenancy: {
    activeCustomer: { id: 3, name: 'Acme', logo: null },
    activeSite: { id: 4, name: 'Oslo', description: '' },
  },
};

const change = (overrides: Partial<Parameters<typeof changeReceived>[0]> = {}) =>
  changeReceived({
    entity: 'room',
    id: 7,
    action: 'update',
    customer_id: 3,
    site_id: 4,
    user_id: 2,
    user_name: 'Kari Nordmann',
    receivedAt: 1,
    ...overrides,
  });

/** The entity of a change frame from a newer server, a type this build does not know, as the wire gives it. */
const unknownEntity: ChangeEvent['entity'] = JSON.parse('"mystery"');

describe('live updates', () => {
  it('refetches the changed room, the room lists and the counts that show it', async () => {
    await expectSaga(invalidateChanged, change())
      .withReducer(createRootReducer(), stateWith(onSite))
      .put(
        baseApi.util.invalidateTags([
          { type: 'Room', id: 7 },
          { type: 'Room', id: 'LIST' },
          'SiteStats',
          'CustomerStats',
          'SiteMoves',
        ]),
      )
      .run();
  });

  it('refetches only the lists for a create', () => {
    expect(tagsForChange({ entity: 'outlet', id: 9, action: 'create' })).toEqual([{ type: 'Outlet', id: 'LIST' }]);
  });

  it("ignores another customer's or another site's changes, and unknown entities", async () => {
    for (const other of [change({ customer_id: 99 }), change({ site_id: 5 }), change({ entity: unknownEntity })]) {
      const result = await expectSaga(invalidateChanged, other)
        .withReducer(createRootReducer(), stateWith(onSite))
        .run();
      expect(result.effects.put).toBeUndefined();
    }
  });

  it('applies customer-wide changes (no site) to every site', async () => {
    await expectSaga(invalidateChanged, change({ entity: 'speed_limit', site_id: null, id: 2 }))
      .withReducer(createRootReducer(), stateWith(onSite))
      .put.like({ action: { type: baseApi.util.invalidateTags([]).type } })
      .run();
  });

  it('names entities in a sentence', () => {
    expect(['room', 'room_occupancy', 'external_ip'].map(entityNoun)).toEqual([
      'room',
      'occupancy period',
      'external IP',
    ]);
  });
});
