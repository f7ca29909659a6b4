import type { ApplyProgress } from '../../../../server/src/mikrotik/plan/applyPlan';
import { configSections } from '../../../../server/src/mikrotik/config/renderDeviceConfig';
import { harbourView } from '../config/fixtures/harbourView';
import { planAndApply, planFor, routerSnapshot, useFreshRouter } from './planHarness';

const intended = configSections(harbourView);

/** Ten edits out of band on an applied router: five tagged entries deleted, five changed. */
function tenEdits(sim: ReturnType<ReturnType<typeof useFreshRouter>>) {
  for (const comment of ['portico:network:12', 'portico:network:13', 'portico:network:20'])
    sim.store.delete('/queue/simple', (row) => row.comment === comment);
  for (const name of ['portico-dp-3', 'portico-dp-5'])
    sim.store.delete('/interface/wifi/datapath', (row) => row.name === name);
  for (const name of ['pool-vlan101', 'pool-vlan102', 'pool-vlan110', 'pool-vlan900'])
    sim.store.patch('/ip/pool', (row) => row.name === name, { ranges: '10.0.0.2-10.0.0.3' });
  sim.store.patch('/system/identity', () => true, { name: 'renamed-by-hand' });
}

describe('applying when the router fails', () => {
  const router = useFreshRouter();

  it('stops when the connection drops after 3 of 10 commands, rolls back to as before, and converges next time', async () => {
    const sim = router();
    await planAndApply(sim, intended);
    tenEdits(sim);
    const before = routerSnapshot(sim);
    expect((await planFor(sim, intended)).steps).toHaveLength(10);

    sim.options.dropAfterCommands = 3;
    const progress: ApplyProgress[] = [];
    const { result } = await planAndApply(sim, intended, { onProgress: (step) => progress.push(step) });
    expect(result).toMatchObject({
      status: 'failed',
      applied: 3,
      total: 10,
      failure: { code: 'CONNECTION_CLOSED', reason: expect.stringContaining('Connection closed by router') },
    });
    expect(result.failure?.command).toMatch(/^\/\S+\/(add|set) /);
    // Three applied commands plus the one whose answer was lost are undone, each step logged.
    expect(result.rollback).toHaveLength(4);
    expect(result.rollback.every((step) => step.ok)).toBe(true);
    expect(result.log.filter((entry) => entry.event === 'rolled-back')).toHaveLength(4);
    expect(progress.filter((step) => step.phase === 'applying').map((step) => step.done)).toEqual([0, 1, 2, 3]);
    expect(routerSnapshot(sim)).toEqual(before);

    const next = await planAndApply(sim, intended);
    expect(next.result.status).toBe('in-sync');
    expect(next.result.applied).toBe(10);
  });

  it("fails with the router's own words on a trap and undoes what it had applied", async () => {
    const sim = router();
    await planAndApply(sim, intended);
    tenEdits(sim);
    const before = routerSnapshot(sim);
    sim.options.trapCommand = {
      path: '/interface/wifi/datapath/add',
      attributes: { name: 'portico-dp-5' },
      message: 'failure: not enough memory',
    };
    const { result } = await planAndApply(sim, intended);
    expect(result.status).toBe('failed');
    expect(result.failure).toEqual({
      code: 'TRAP',
      reason: 'failure: not enough memory',
      command:
        '/interface/wifi/datapath/add =name=portico-dp-5 =bridge=br-lan =vlan-id=102 =comment=portico:wireless:5',
    });
    expect(result.rollback.length).toBe(result.applied);
    expect(routerSnapshot(sim)).toEqual(before);
  });

  it('stops before the next command when aborted, and rolls back', async () => {
    const sim = router();
    await planAndApply(sim, intended);
    tenEdits(sim);
    const before = routerSnapshot(sim);
    const controller = new AbortController();
    const { result } = await planAndApply(sim, intended, {
      signal: controller.signal,
      onProgress: (step) => step.phase === 'applying' && step.done === 2 && controller.abort(),
    });
    expect(result).toMatchObject({ status: 'cancelled', applied: 2, failure: null });
    expect(routerSnapshot(sim)).toEqual(before);
  });

  it('keeps Wi-Fi passphrases out of every log line and rollback step', async () => {
    const sim = router();
    sim.options.dropAfterCommands = 40;
    const { result } = await planAndApply(sim, intended);
    expect(result.status).toBe('failed');
    const text = JSON.stringify(result);
    expect(text).toContain('=passphrase=••••');
    expect(text).not.toMatch(/tide-pool-4417|salt-marsh-0932/);
  });
});
