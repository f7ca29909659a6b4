import type { Device, DeviceConfig } from '../../../src/features/devices/deviceTypes';

/*
 * An in-memory stand-in for the /api/mikrotik/devices/ contract behind a fake fetch, so the screens
 * are tested against the contract before the real routes exist. `fail` and `hold` shape single calls.
 */
type Reply = { status: number; body?: unknown };
export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

const json = ({ status, body }: Reply) =>
  new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const notFound: Reply = { status: 404, body: { detail: 'Not found.' } };

export function createFakeDeviceServer(initial: Device[] = [], configs: Record<number, DeviceConfig> = {}) {
  const devices = new Map(initial.map((device) => [device.id, { ...device }]));
  const failures = new Map<string, Reply>();
  const holds = new Map<string, Promise<void>>();
  const calls: RecordedCall[] = [];
  let nextId = Math.max(0, ...devices.keys()) + 1;

  function route(method: string, path: string, body: any): Reply {
    if (path === '/api/crm/sites/') return { status: 200, body: { data: [{ id: 3, name: 'Harbour View' }], total: 1 } };
    if (path === '/api/mikrotik/devices/') {
      if (method === 'GET') return { status: 200, body: [...devices.values()] };
      if (method === 'POST') {
        if (!body?.identity) return { status: 400, body: { detail: [{ loc: ['body', 'identity'], msg: 'Identity is required' }] } };
        const now = new Date().toISOString();
        const device = { ...body, id: nextId++, system_identity: null, unique_id: null, is_new_device: false,
          created_at: now, modified_at: now, last_sync_at: null } as Device;
        devices.set(device.id, device);
        return { status: 201, body: device };
      }
    }
    const match = /^\/api\/mikrotik\/devices\/(\d+)\/(sync\/|config\/)?$/.exec(path);
    const device = match ? devices.get(Number(match[1])) : undefined;
    if (!match || !device) return notFound;
    if (match[2] === 'sync/' && method === 'POST') {
      if (device.is_new_device) return { status: 409, body: { detail: 'New devices cannot be synced until configured' } };
      Object.assign(device, { last_sync_at: new Date().toISOString(), system_identity: device.identity });
      return { status: 200, body: device };
    }
    if (match[2] === 'config/' && method === 'GET') return configs[device.id] ? { status: 200, body: configs[device.id] } : notFound;
    if (match[2]) return notFound;
    if (method === 'GET') return { status: 200, body: device };
    if (method === 'PATCH') {
      Object.assign(device, body, { modified_at: new Date().toISOString() });
      return { status: 200, body: device };
    }
    if (method === 'DELETE') {
      devices.delete(device.id);
      return { status: 204 };
    }
    return { status: 405, body: { detail: 'Method not allowed' } };
  }

  const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const { pathname } = new URL(request.url, 'http://localhost');
    const text = await request.text();
    const body = text ? JSON.parse(text) : undefined;
    const key = `${request.method} ${pathname}`;
    calls.push({ method: request.method, path: pathname, body });
    await holds.get(key);
    return json(failures.get(key) ?? route(request.method, pathname, body));
  });

  return {
    fetch,
    calls,
    devices,
    /** Answer one method + path with this reply until cleared, e.g. fail('POST /api/mikrotik/devices/1/sync/', 502). */
    fail(key: string, status: number, detail = 'Failed') {
      failures.set(key, { status, body: { detail } });
    },
    /** Answer one method + path with exactly this status and body. */
    reply(key: string, status: number, body: unknown) {
      failures.set(key, { status, body });
    },
    /** Keep one method + path pending until the returned release is called. */
    hold(key: string) {
      let release = () => {};
      holds.set(key, new Promise<void>((resolve) => (release = resolve)));
      return () => {
        holds.delete(key);
        release();
      };
    },
    callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
  };
}

export type FakeDeviceServer = ReturnType<typeof createFakeDeviceServer>;
