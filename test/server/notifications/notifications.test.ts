/** @jest-environment ./test/support/serverEnvironment.ts */
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { alerts } from '../../../server/src/db/schema';
import { alertView } from '../../../server/src/alerts/alertView';
import { isPrivateAddress } from '../../../server/src/notifications/webhookTarget';
import type { AlertKind } from '../../../rules/alerts';
import { testConfig } from '../../support/serverHarness';
import { startEntityApp, type EntityTestApp } from '../../support/serverWorld';

const SECRET = 'webhook-secret-never-sent-0123';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  answered: number;
}

/** A webhook receiver: answers 500 while `failures` lasts, then 200; keeps every request. */
async function startReceiver() {
  const state = { failures: 0, received: [] as Received[] };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answered = state.failures > 0 ? 500 : 200;
      if (state.failures > 0) state.failures--;
      state.received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), answered });
      response.writeHead(answered).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return { state, url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A local SMTP server keeping each message's raw text, headers unfolded and quoted-printable decoded. */
async function startSmtp() {
  const mails: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks)
          .toString('utf8')
          .replace(/\r\n[ \t]+/g, ' ')
          .replace(/=\r\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { mails, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The receiver's own check of a delivery's signature (independent of the server's code). */
function validSignature(received: Received, secret: string): boolean {
  const timestamp = String(received.headers['x-portico-timestamp']);
  const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${received.body}`).digest('hex')}`;
  const given = String(received.headers['x-portico-signature']);
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

async function until<T>(what: string, read: () => T | Promise<T>, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('notifications by e-mail and webhook', () => {
  let t: EntityTestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const settingsUrl = '/api/crm/notifications/settings/';
  const anna = () => t.client(t.world.staffA, t.world.customerA);

  beforeAll(async () => {
    smtp = await startSmtp();
    receiver = await startReceiver();
    const base = testConfig();
    t = await startEntityApp({
      config: {
        notifications: {
          smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
          mailFrom: 'Portico <alerts@portico.test>',
          digestSeconds: 1,
          retryLimit: 3,
          retryDelaySeconds: 1,
          // The receiver and the SMTP server listen on 127.0.0.1 (NOTIFY_ALLOW_PRIVATE_TARGETS=1).
          allowPrivateTargets: true,
        },
        jobs: { ...base.jobs, pollSeconds: 1 },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await receiver.close();
  });

  /** Inserts an open alert and tells the alerts' listeners, as the evaluation does after its commit. */
  const openAlert = async (siteId: number, kind: AlertKind, summary: string, customerId = t.world.customerA) => {
    const [row] = await t.db
      .insert(alerts)
      .values({
        customerId,
        siteId,
        kind,
        subject: `device:${Math.floor(Math.random() * 1e9)}`,
        critical: kind === 'router_unreachable',
        summary,
        affected: {
          site: { id: siteId, name: 'Harbour View' },
          rooms: [{ id: 1, name: 'H0101' }],
          more_rooms: 0,
          tenants: [{ id: 1, name: 'Ada Alert', email: 'ada@example.com', phone: '+47 400 00 000' }],
          more_tenants: 0,
        },
        since: new Date(),
        openedAt: new Date(),
      })
      .returning();
    await t.app.alerts.events.emit('opened', { customerId, alert: alertView(row) }, (error) => {
      throw error;
    });
    return row;
  };

  it('says e-mail is available, answers defaults and never the secret', async () => {
    const reply = await anna().get(settingsUrl);
    expect(reply).toEqual({
      status: 200,
      body: {
        email_enabled: false,
        email: 'anna@acme.test',
        email_available: true,
        email_unavailable_reason: null,
        webhook_url: null,
        webhook_secret_set: false,
        kinds: [],
        site_ids: [],
      },
    });
  });

  it.each([
    [
      { webhook_url: 'ftp://example.com/x', webhook_secret: SECRET },
      'webhook_url',
      'The webhook URL must start with http:// or https://.',
    ],
    [{ webhook_url: 'not a url', webhook_secret: SECRET }, 'webhook_url', 'Not a valid URL.'],
    [{ webhook_url: 'https://example.com/x' }, 'webhook_secret', 'A webhook needs a secret to sign its deliveries.'],
    [
      { webhook_url: 'https://example.com/x', webhook_secret: 'short' },
      'webhook_secret',
      'The secret needs at least 16 characters.',
    ],
    [{ email: 'nobody' }, 'email', 'Not a valid e-mail address.'],
  ])('refuses %j with a 400 naming the field', async (fields, field, msg) => {
    const reply = await anna().put(settingsUrl, { email_enabled: true, kinds: ['port_down'], ...fields });
    expect(reply).toEqual({ status: 400, body: { detail: [{ loc: ['body', field], msg }] } });
  });

  it("refuses unknown kinds and another customer's sites, and keeps the settings", async () => {
    expect((await anna().put(settingsUrl, { email_enabled: true, kinds: ['fire'] })).status).toBe(400);
    const foreign = await anna().put(settingsUrl, {
      email_enabled: true,
      kinds: ['port_down'],
      site_ids: [t.world.siteA1, t.world.siteB],
    });
    expect(foreign).toEqual({
      status: 400,
      body: { detail: [{ loc: ['body', 'site_ids'], msg: `No such site in this customer: ${t.world.siteB}.` }] },
    });
    expect((await anna().get(settingsUrl)).body.kinds).toEqual([]);
  });

  it('sends several alerts opening together as one e-mail and one signed webhook, without secrets', async () => {
    const saved = await anna().put(settingsUrl, {
      email_enabled: true,
      webhook_url: receiver.url,
      webhook_secret: SECRET,
      kinds: ['router_unreachable', 'port_down'],
      site_ids: [],
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ webhook_url: receiver.url, webhook_secret_set: true });
    expect(JSON.stringify(saved.body)).not.toContain(SECRET);

    const first = await openAlert(t.world.siteA1, 'router_unreachable', 'Router gw-1 at Harbour View is unreachable');
    const second = await openAlert(t.world.siteA2, 'port_down', 'Port ether2 of room H0101 is down');
    await openAlert(t.world.siteA1, 'router_drifted', 'Router gw-1 drifted (not asked for)');
    await openAlert(t.world.siteB, 'port_down', 'Another customer port down', t.world.customerB);

    const mail = await until('the e-mail', () => smtp.mails[0]);
    const hook = await until('the webhook', () => receiver.state.received[0]);
    expect(mail.to).toEqual(['anna@acme.test']);
    expect(mail.raw).toContain('Subject: [Portico] 2 alerts: Router gw-1 at Harbour View is unreachable and more');
    expect(mail.raw).toContain('- Router gw-1 at Harbour View is unreachable');
    expect(mail.raw).toContain('- Port ether2 of room H0101 is down');
    expect(mail.raw).toContain('Tenants: Ada Alert');
    for (const text of [mail.raw, hook.body]) {
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain('ada@example.com');
      expect(text).not.toContain('not asked for');
      expect(text).not.toContain('Another customer');
    }
    expect(validSignature(hook, SECRET)).toBe(true);
    expect(validSignature(hook, 'some-other-secret-000000')).toBe(false);
    const body = JSON.parse(hook.body);
    expect(body.alerts.map((alert: { id: number; kind: string }) => [alert.id, alert.kind])).toEqual([
      [first.id, 'router_unreachable'],
      [second.id, 'port_down'],
    ]);
    // Each alert as GET /crm/alerts/ shows it, the tenants named without their contact details.
    expect(body.alerts[0]).toEqual({
      id: first.id,
      kind: 'router_unreachable',
      critical: true,
      status: 'open',
      summary: first.summary,
      site_id: t.world.siteA1,
      device_id: null,
      outlet_id: null,
      affected: {
        site: { id: t.world.siteA1, name: 'Harbour View' },
        rooms: [{ id: 1, name: 'H0101' }],
        more_rooms: 0,
        tenants: [{ id: 1, name: 'Ada Alert' }],
        more_tenants: 0,
      },
      since: expect.any(String),
      opened_at: expect.any(String),
      closed_at: null,
    });

    const deliveries = await until('both deliveries sent', async () => {
      const list = (await anna().get('/api/crm/notifications/deliveries/')).body.data;
      return list.length === 2 && list.every((d: { status: string }) => d.status === 'sent') && list;
    });
    expect(deliveries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ channel: 'email', status: 'sent', attempts: 1, alert_ids: [first.id, second.id] }),
        expect.objectContaining({ channel: 'webhook', status: 'sent', attempts: 1, last_status_code: 200 }),
      ]),
    );
    // Nothing more arrives: one message per channel for the burst.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(smtp.mails).toHaveLength(1);
    expect(receiver.state.received).toHaveLength(1);
  }, 40_000);

  it('gets a webhook delivery through on the third try after two 500 answers, each attempt recorded', async () => {
    await anna().put(settingsUrl, {
      email_enabled: false,
      webhook_url: receiver.url,
      kinds: ['port_down'],
    });
    receiver.state.received.length = 0;
    receiver.state.failures = 2;
    const test = await anna().post('/api/crm/notifications/settings/test/', {});
    expect(test.status).toBe(202);
    expect(test.body.data).toEqual([expect.objectContaining({ channel: 'webhook', test: true, status: 'pending' })]);
    const id = test.body.data[0].id;
    const delivered = await until(
      'the third try',
      async () => {
        const list = (await anna().get('/api/crm/notifications/deliveries/')).body.data;
        return list.find((d: { id: number; status: string }) => d.id === id && d.status !== 'pending');
      },
      30_000,
    );
    expect(delivered).toMatchObject({ status: 'sent', attempts: 3, last_status_code: 200, last_error: null });
    expect(receiver.state.received.map((r) => r.answered)).toEqual([500, 500, 200]);
    expect(receiver.state.received.every((r) => validSignature(r, SECRET))).toBe(true);
    expect(JSON.parse(receiver.state.received[2].body)).toMatchObject({ test: true, alerts: [] });
  }, 40_000);

  it("shows no user's deliveries to another user or customer", async () => {
    const bjorn = t.client(t.world.staffB, t.world.customerB);
    expect((await bjorn.get('/api/crm/notifications/deliveries/')).body).toEqual({ data: [] });
    const root = t.client(t.world.admin, t.world.customerA);
    expect((await root.get('/api/crm/notifications/deliveries/')).body).toEqual({ data: [] });
    expect((await root.get(settingsUrl)).body).toMatchObject({ webhook_url: null, kinds: [] });
    const denied = { status: 403, body: { detail: 'You do not have access to this customer' } };
    const intruder = t.client(t.world.staffA, t.world.customerB);
    expect(await intruder.get('/api/crm/notifications/deliveries/')).toEqual(denied);
    expect(await intruder.put(settingsUrl, { email_enabled: false, kinds: [] })).toEqual(denied);
  });
});

describe('webhook targets on internal addresses (SSRF)', () => {
  it.each([
    ['127.0.0.1', true],
    ['10.1.2.3', true],
    ['172.20.0.1', true],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['::1', true],
    ['::', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:7f00:1', true],
    ['fe80::1', true],
    ['fd00:ec2::254', true],
    ['93.184.216.34', false],
    ['8.8.8.8', false],
    ['2606:4700:4700::1111', false],
  ])('%s is internal: %s', (address, internal) => {
    expect(isPrivateAddress(address)).toBe(internal);
  });
});

describe('notifications without SMTP_URL', () => {
  let t: EntityTestApp;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const settingsUrl = '/api/crm/notifications/settings/';
  beforeAll(async () => {
    receiver = await startReceiver();
    t = await startEntityApp();
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  it.each([
    ['loopback', (port: string) => `http://127.0.0.1:${port}/hook`, '127.0.0.1', null],
    ['localhost by name', (port: string) => `http://localhost:${port}/hook`, '127.0.0.1', 'localhost'],
    ['IPv6 loopback', (port: string) => `http://[::1]:${port}/hook`, '::1', null],
    ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data/', '169.254.169.254', null],
    ['private network', () => 'https://10.0.0.5/hook', '10.0.0.5', null],
    ['IPv4-mapped IPv6', () => 'http://[::ffff:127.0.0.1]/hook', '::ffff:7f00:1', null],
  ])('refuses a webhook to %s with a 400 and keeps the settings', async (_what, url, address, host) => {
    const anna = t.client(t.world.staffA, t.world.customerA);
    const port = new URL(receiver.url).port;
    const reply = await anna.put(settingsUrl, {
      email_enabled: false,
      webhook_url: url(port),
      webhook_secret: SECRET,
      kinds: ['port_down'],
    });
    const msg = host
      ? `The webhook's host ${host} resolves to an internal address (${address}): webhooks go to public addresses only.`
      : `The webhook URL points at an internal address (${address}): webhooks go to public addresses only.`;
    expect(reply).toEqual({ status: 400, body: { detail: [{ loc: ['body', 'webhook_url'], msg }] } });
    expect((await anna.get(settingsUrl)).body).toMatchObject({ webhook_url: null, webhook_secret_set: false });
    expect(receiver.state.received).toHaveLength(0);
  });

  it('refuses at delivery a host that resolved to a public address when saved and to loopback now', async () => {
    const anna = t.client(t.world.staffA, t.world.customerA);
    const { context } = t.app.notifications;
    const systemResolve = context.resolve;
    let answer = '93.184.216.34';
    context.resolve = async (host) =>
      host === 'hooks.rebind.test' ? [{ address: answer, family: 4 }] : systemResolve(host);
    try {
      const url = `http://hooks.rebind.test:${new URL(receiver.url).port}/hook`;
      const saved = await anna.put(settingsUrl, {
        email_enabled: false,
        webhook_url: url,
        webhook_secret: SECRET,
        kinds: ['port_down'],
      });
      expect(saved.status).toBe(200);
      answer = '127.0.0.1';
      const test = await anna.post('/api/crm/notifications/settings/test/', {});
      expect(test.status).toBe(202);
      const id = test.body.data[0].id;
      const failed = await until('the refused delivery', async () => {
        const list = (await anna.get('/api/crm/notifications/deliveries/')).body.data;
        return list.find((d: { id: number; status: string }) => d.id === id && d.status !== 'pending');
      });
      // Failed at once, not retried: the address will not become public by waiting.
      expect(failed).toMatchObject({
        status: 'failed',
        attempts: 1,
        last_status_code: null,
        last_error:
          "Not delivered: The webhook's host hooks.rebind.test resolves to an internal address (127.0.0.1): " +
          'webhooks go to public addresses only.',
      });
      expect(receiver.state.received).toHaveLength(0);
    } finally {
      context.resolve = systemResolve;
      await anna.put(settingsUrl, { email_enabled: false, webhook_url: null, kinds: [] });
    }
  }, 30_000);

  it('says e-mail is off and refuses to turn it on', async () => {
    const anna = t.client(t.world.staffA, t.world.customerA);
    expect((await anna.get('/api/crm/notifications/settings/')).body).toMatchObject({
      email_available: false,
      email_unavailable_reason: 'This server sends no e-mail: SMTP_URL is not set.',
    });
    expect(await anna.put('/api/crm/notifications/settings/', { email_enabled: true, kinds: [] })).toEqual({
      status: 400,
      body: {
        detail: [{ loc: ['body', 'email_enabled'], msg: 'This server sends no e-mail: SMTP_URL is not set.' }],
      },
    });
    expect((await anna.post('/api/crm/notifications/settings/test/', {})).status).toBe(400);
  });
});
