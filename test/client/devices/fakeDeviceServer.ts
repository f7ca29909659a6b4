import type { ApplyJob, DevicePlan } from '../../../src/features/devices/deviceStateTypes';
import type { Device, DeviceConfig } from '../../../src/features/devices/deviceTypes';
import { type FakeReply, installFakeApi, type RecordedRequest } from '../../support/fakeApi';

/*
 * The /api/mikrotik/devices/ contract in memory, as routes of the one fake API, so the screens are
 * tested against the contract. `fail`, `reply` and `hold` shape single calls.
 */
const notFound: FakeReply = [404, { detail: 'Not found.' }];
type DeviceBody = Partial<Device> | undefined;
const emptyPlan: DevicePlan = {
  in_sync: true,
  planned_at: new Date().toISOString(),
  command_count: 0,
  items: [],
  sections: [],
  warnings: [],
};
const runningJob: ApplyJob = {
  job_id: '5b0c7d4e-0000-4000-8000-000000000001',
  state: 'active',
  progress: null,
  result: null,
  error: null,
  created_at: new Date().toISOString(),
  finished_at: null,
};

export function createFakeDeviceServer(initial: Device[] = [], configs: Record<number, DeviceConfig> = {}) {
  const devices = new Map(initial.map((device) => [device.id, { ...device }]));
  let nextId = Math.max(0, ...devices.keys()) + 1;
  const deviceOf = (request: RecordedRequest) => devices.get(Number(request.params.id));
  const bodyOf = (request: RecordedRequest) => request.body as DeviceBody;

  const plans = new Map<number, DevicePlan>();
  const jobs = new Map<number, ApplyJob>();
  const apply: { progress: ApplyJob['progress'] } = { progress: { done: 0, total: 1, current: null } };

  const api = installFakeApi({
    'GET /api/crm/sites/': () => [200, { data: [{ id: 3, name: 'Harbour View' }], total: 1 }],
    'GET /api/mikrotik/devices/': () => [200, [...devices.values()]],
    'POST /api/mikrotik/devices/': (request) => {
      const body = bodyOf(request);
      if (!body?.identity) return [400, { detail: [{ loc: ['body', 'identity'], msg: 'Identity is required' }] }];
      const now = new Date().toISOString();
      const device = {
        ...body,
        id: nextId++,
        system_identity: null,
        unique_id: null,
        is_new_device: false,
        created_at: now,
        modified_at: now,
        last_sync_at: null,
      } as Device;
      devices.set(device.id, device);
      return [201, device];
    },
    'GET /api/mikrotik/devices/:id/': (request) => {
      const device = deviceOf(request);
      return device ? [200, device] : notFound;
    },
    'PATCH /api/mikrotik/devices/:id/': (request) => {
      const device = deviceOf(request);
      if (!device) return notFound;
      Object.assign(device, bodyOf(request), { modified_at: new Date().toISOString() });
      return [200, device];
    },
    'DELETE /api/mikrotik/devices/:id/': (request) => {
      const device = deviceOf(request);
      if (!device) return notFound;
      devices.delete(device.id);
      return [204];
    },
    'POST /api/mikrotik/devices/:id/sync/': (request) => {
      const device = deviceOf(request);
      if (!device) return notFound;
      if (device.is_new_device) return [409, { detail: 'New devices cannot be synced until configured' }];
      Object.assign(device, { last_sync_at: new Date().toISOString(), system_identity: device.identity });
      return [200, device];
    },
    'GET /api/mikrotik/devices/:id/config/': (request) => {
      const device = deviceOf(request);
      return device && configs[device.id] ? [200, configs[device.id]] : notFound;
    },
    'GET /api/mikrotik/devices/:id/plan/': (request) => {
      const device = deviceOf(request);
      return device ? [200, plans.get(device.id) ?? emptyPlan] : notFound;
    },
    'GET /api/mikrotik/devices/:id/apply/': (request) => [200, jobs.get(Number(request.params.id)) ?? null],
    'POST /api/mikrotik/devices/:id/apply/': (request) => {
      const device = deviceOf(request);
      if (!device) return notFound;
      const job = { ...runningJob, progress: apply.progress };
      jobs.set(device.id, job);
      return [202, { job_id: job.job_id, started: true }];
    },
    'POST /api/mikrotik/devices/:id/apply/cancel/': (request) => {
      const job = jobs.get(Number(request.params.id));
      if (!job) return [409, { detail: 'No apply of this router is waiting or running.' }];
      jobs.set(Number(request.params.id), { ...job, state: 'cancelled' });
      return [200, { job_id: job.job_id, state: 'cancelled' }];
    },
    'GET /api/mikrotik/devices/:id/history/': () => [200, []],
  });

  return {
    calls: api.calls,
    devices,
    /** The plan a router's Plan card reads (in sync unless set). */
    plans,
    /** The router's latest apply job (none unless set; POST apply starts one). */
    jobs,
    /** The progress a started apply shows. */
    apply,
    /** Answer one method + path with this reply until cleared, e.g. fail('POST /api/mikrotik/devices/1/sync/', 502). */
    fail: (route: string, status: number, detail = 'Failed') => api.reply(route, status, { detail }),
    /** Answer one method + path with exactly this status and body. */
    reply: api.reply,
    /** Keep one method + path pending until the returned release is called. */
    hold: api.hold,
    callsTo: (method: string, path: string) => api.requests(`${method} ${path}`),
  };
}

export type FakeDeviceServer = ReturnType<typeof createFakeDeviceServer>;
