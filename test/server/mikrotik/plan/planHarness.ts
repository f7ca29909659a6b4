/**
 * A fresh simulated router per test and the plan/apply calls the tests make against it.
 */
import type { ConfigSection } from '../../../../server/src/mikrotik/config/configEntries';
import { configSections } from '../../../../server/src/mikrotik/config/renderDeviceConfig';
import type { DeviceConfigInput } from '../../../../server/src/mikrotik/config/types';
import { applyPlan, type ApplyOptions } from '../../../../server/src/mikrotik/plan/applyPlan';
import { buildPlan } from '../../../../server/src/mikrotik/plan/buildPlan';
import { CATALOGUE } from '../../../../server/src/mikrotik/plan/menuCatalogue';
import { readRunningConfig } from '../../../../server/src/mikrotik/plan/readRunningConfig';
import { createFreshRouterSeed } from '../../../../tools/routeros-simulator/freshRouterSeed';
import { startRouterOsSimulator, type RouterOsSimulator } from '../../../../tools/routeros-simulator/simulator';
import { connectTo } from '../../routeros/helpers/simulatorHarness';

/** Starts a router fresh out of the box for each test and stops it after. */
export function useFreshRouter(): () => RouterOsSimulator {
  let sim: RouterOsSimulator | null = null;
  beforeEach(async () => {
    sim = await startRouterOsSimulator({ seed: createFreshRouterSeed() });
  });
  afterEach(async () => {
    await sim?.close();
  });
  return () => sim as RouterOsSimulator;
}

export async function planFor(sim: RouterOsSimulator, intended: readonly ConfigSection[]) {
  const client = await connectTo(sim);
  try {
    return buildPlan(intended, await readRunningConfig(client));
  } finally {
    await client.close();
  }
}

export async function planAndApply(
  sim: RouterOsSimulator,
  intended: readonly ConfigSection[],
  options: Partial<ApplyOptions> = {},
) {
  const plan = await planFor(sim, intended);
  return { plan, result: await applyPlan({ connect: () => connectTo(sim), plan, intended, ...options }) };
}

/** Every item of every menu a plan touches, as stored (no counters): "the router as it is". */
export function routerSnapshot(sim: RouterOsSimulator) {
  return Object.fromEntries(CATALOGUE.map(({ menu }) => [menu, sim.store.rows(menu)]));
}

export const sectionsOf = (input: DeviceConfigInput) => configSections(input);
