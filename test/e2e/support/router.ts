import type { Page } from '@playwright/test';
import { createFreshRouterSeed } from '../../../tools/routeros-simulator/freshRouterSeed';
import { createSeedData } from '../../../tools/routeros-simulator/seedData';
import { startRouterOsSimulator, type RouterOsSimulator } from '../../../tools/routeros-simulator/simulator';
import { api } from './actions';
import { expect } from '@playwright/test';

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

/**
 * A router without Portico's entries and without hand-made ones holding the names Portico wants
 * (the `router` fixture's has some: an apply would trap on them, as a real router's would).
 */
export function startFreshRouter(): Promise<RouterOsSimulator> {
  return startRouterOsSimulator({
    host: '127.0.0.1',
    port: 0,
    seed: createFreshRouterSeed(),
    users: [{ name: routerLogin.user, password: routerLogin.password }],
  });
}

/** `sim` registered as a router of the site (through the API, as a superuser) and brought In sync once. */
export async function routerInSync(
  page: Page,
  sim: RouterOsSimulator,
  siteId: number,
): Promise<{ id: number; identity: string }> {
  const device = await api<{ id: number; identity: string }>(page, '/api/mikrotik/devices/', {
    method: 'POST',
    body: {
      identity: `e2e-apply-${Date.now()}`,
      ip_address: sim.host,
      api_port: sim.port,
      site_id: siteId,
      login_credentials: {
        username: routerLogin.user,
        password: routerLogin.password,
        enabled: true,
        description: null,
      },
    },
  });
  await api(page, `/api/mikrotik/devices/${device.id}/apply/`, { method: 'POST' });
  await expect
    .poll(async () => (await api<{ state: string }>(page, `/api/mikrotik/devices/${device.id}/`)).state, {
      timeout: 30_000,
    })
    .toBe('in_sync');
  return device;
}
