import { createSeedData } from '../../../tools/routeros-simulator/seedData';
import { startRouterOsSimulator, type RouterOsSimulator } from '../../../tools/routeros-simulator/simulator';

/** Login of every simulated router. */
export const routerLogin = { user: 'admin', password: 'e2e-sim-secret' };

/**
 * A RouterOS simulator on a free loopback port (the server under test connects to it like to a
 * router), with what it reports about itself: unique, so a page can only show it from a sync of this
 * router. Each has its own serial because the server refuses a second device reporting a unique ID
 * that another one has.
 */
export interface SimulatedRouter {
  sim: RouterOsSimulator;
  identity: string;
  serial: string;
}

let started = 0;

export async function startSimulatedRouter(): Promise<SimulatedRouter> {
  const stamp = `${Date.now().toString(36)}${++started}`.toUpperCase();
  const identity = `sim-gw-${stamp.toLowerCase()}`;
  const serial = `E2E${stamp}`;
  const seed = createSeedData();
  seed.singletons['/system/identity'].name = identity;
  seed.singletons['/system/routerboard']['serial-number'] = serial;
  const sim = await startRouterOsSimulator({
    host: '127.0.0.1',
    port: 0,
    seed,
    users: [{ name: routerLogin.user, password: routerLogin.password }],
  });
  return { sim, identity, serial };
}
