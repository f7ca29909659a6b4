/**
 * Starts a RouterOS simulator for a test file and connects clients to it.
 */
import { RouterOsClient, type RouterOsClientOptions } from '../../../../server/src/routeros/client';
import { startRouterOsSimulator, type RouterOsSimulator } from '../../../../tools/routeros-simulator/simulator';
import type { StartSimulatorOptions } from '../../../../tools/routeros-simulator/simulatorOptions';

export const SIM_USER = 'admin';
export const SIM_PASSWORD = 'simpass';

/** Starts one simulator before the file's tests and stops it afterwards. */
export function useSimulator(options: StartSimulatorOptions = {}): () => RouterOsSimulator {
  let sim: RouterOsSimulator | null = null;
  beforeAll(async () => {
    sim = await startRouterOsSimulator(options);
  });
  afterAll(async () => {
    await sim?.close();
  });
  return () => {
    if (!sim) throw new Error('simulator not started');
    return sim;
  };
}

/** Connects to the simulator's plain API port with the default credentials (overridable). */
export function connectTo(
  sim: RouterOsSimulator,
  overrides: Partial<RouterOsClientOptions> = {},
): Promise<RouterOsClient> {
  return RouterOsClient.connect({
    host: sim.host,
    port: sim.port,
    username: SIM_USER,
    password: SIM_PASSWORD,
    commandTimeoutMs: 5_000,
    ...overrides,
  });
}
