import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { mikrotikDevices, sites } from '../../db/schema';
import { isConfigured } from '../../mikrotik/syncReadiness';
import { decryptSecret } from '../../mikrotik/secrets';
import { RouterOsClient } from '../../routeros/client';

/** What probing needs: the device key (null when none exists yet: no password can be read) and the port defaults. */
export interface ProbeSettings {
  deviceKey(): Buffer | null;
}

/** One router's reachability over the RouterOS API, as the last probe found it. */
export interface RouterReachability {
  customerId: number;
  deviceId: number;
  /** `router:<identity>`, the key health reports it under */
  key: string;
  ok: boolean;
  /** connect, login and one command, in ms (up to the time-out when it failed) */
  ms: number;
  error: string | null;
}

/** The routers health watches: enabled, configured and assigned to a site (so to a customer). */
async function watchedRouters(db: Database) {
  const rows = await db
    .select({ device: mikrotikDevices, customerId: sites.customerId })
    .from(mikrotikDevices)
    .innerJoin(sites, eq(sites.id, mikrotikDevices.siteId))
    .where(and(eq(mikrotikDevices.enabled, true), eq(mikrotikDevices.isNewDevice, false)));
  return rows.filter((row) => isConfigured(row.device));
}

type WatchedRouter = Awaited<ReturnType<typeof watchedRouters>>[number];

const routerKey = ({ device }: WatchedRouter) =>
  `router:${device.identity || device.systemIdentity || device.hostname || device.ipAddress || device.id}`;

const roundMs = (started: number) => Math.round((performance.now() - started) * 100) / 100;

/** Connects, logs in and reads the identity, all within `timeoutMs`. */
async function probeOne(router: WatchedRouter, settings: ProbeSettings, timeoutMs: number) {
  const { device } = router;
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const attempt = (async () => {
    const key = settings.deviceKey();
    if (!key) throw new Error('No device key to read the router password with');
    const client = await RouterOsClient.connect({
      host: (device.ipAddress || device.hostname)!,
      port: device.apiPort ?? (device.apiSsl ? 8729 : 8728),
      tls: device.apiSsl,
      username: device.loginUsername!,
      password: decryptSecret(device.loginPassword!, key),
      connectTimeoutMs: timeoutMs,
      commandTimeoutMs: timeoutMs,
    });
    // Closed however the race ends, also when the connect outlived the time-out.
    try {
      await client.print('/system/identity');
    } finally {
      void client.close().catch(() => undefined);
    }
  })();
  attempt.catch(() => undefined);
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`No answer within ${timeoutMs} ms`)), timeoutMs);
    });
    await Promise.race([attempt, timeout]);
    return { ok: true, ms: roundMs(started), error: null };
  } catch (error) {
    return { ok: false, ms: roundMs(started), error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Probes every watched router, at most `concurrency` at a time, each bounded by `timeoutMs`.
 * Never throws for a router's failure: that is its result.
 */
export async function probeRouters(
  db: Database,
  settings: ProbeSettings,
  { timeoutMs, concurrency }: { timeoutMs: number; concurrency: number },
): Promise<RouterReachability[]> {
  const routers = await watchedRouters(db);
  const results: RouterReachability[] = new Array(routers.length);
  let next = 0;
  const worker = async () => {
    while (next < routers.length) {
      const index = next++;
      const router = routers[index];
      results[index] = {
        customerId: router.customerId,
        deviceId: router.device.id,
        key: routerKey(router),
        ...(await probeOne(router, settings, timeoutMs)),
      };
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, routers.length) }, worker));
  return results;
}
