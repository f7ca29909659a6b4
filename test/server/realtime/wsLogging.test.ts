/** @jest-environment ./test/support/serverEnvironment.ts */
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { NORDLYS, customerIdByName } from '../../support/serverFixtures';
import { startTestServer, type TestServer } from '../../support/serverHarness';
import { openAuthedWs, openWs, wsUrlOf } from '../../support/wsClient';

/** One parsed pino line. */
interface LogLine {
  msg: string;
  [field: string]: unknown;
}

/** What a client that never signs in can make the server log, and what a realtime failure logs. */
describe('realtime logging', () => {
  let t: TestServer;
  let url: string;
  let text = '';
  const lines = () =>
    text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine);

  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    t = await startTestServer({ logStream });
    url = await wsUrlOf(t.app);
  });
  let closed = false;
  const close = async () => {
    if (!closed) await t.close();
    closed = true;
  };
  afterAll(close);

  it('logs a failure while answering a frame without the statement’s parameters', async () => {
    const { access } = await t.login('staff@example.com');
    const socket = await openAuthedWs(url, access);
    const customerId = await customerIdByName(t.db, NORDLYS);
    await t.db.execute(sql`alter table memberships rename to memberships_away`);
    try {
      socket.send('subscribe', { customer_id: customerId, site_id: null });
      expect((await socket.next('error')).data.detail).toBe('The server could not answer this frame');
    } finally {
      await t.db.execute(sql`alter table memberships_away rename to memberships`);
    }
    await socket.close();
    const failure = lines().find((line) => line.msg === 'realtime');
    expect(failure).toMatchObject({ level: 50, error: { message: expect.stringMatching(/^Failed query: select/) } });
    expect(JSON.stringify(failure)).not.toContain('params:');
  });

  it('keeps what a client that never signs in causes to a few lines a minute, and counts the rest', async () => {
    // Sockets opened and closed without a word, and frames beyond the size limit.
    for (let n = 0; n < 40; n += 1) await (await openWs(url)).close();
    for (let n = 0; n < 25; n += 1) {
      const socket = await openWs(url);
      socket.socket.send('x'.repeat(20_000));
      expect((await socket.closed).code).toBe(1009);
    }
    // An upgrade to a route that is no socket is refused before its URL is logged.
    const stray = new WebSocket(url.replace('/api/ws', '/api/crm/sites/?token=secret-in-the-query'));
    const refused = await new Promise<number>((resolve) =>
      stray.on('unexpected-response', (_r, res) => resolve(res.statusCode!)),
    );
    expect(refused).toBe(404);
    stray.on('error', () => undefined).terminate();

    await close();
    // The window counts every socket of this minute: the first test's one too (66 in all).
    const caused = lines();
    const count = (msg: string) => caused.filter((line) => line.msg === msg).length;
    expect(count('websocket opened')).toBe(10);
    expect(count('websocket closed')).toBe(10);
    expect(count('websocket error')).toBe(10);
    expect(caused.find((line) => line.msg === 'websocket error')).toEqual(
      expect.objectContaining({
        error: { message: 'Max payload size exceeded', code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH' },
      }),
    );
    // The rest is counted on closing (or once a minute).
    expect(caused.map((line) => line.msg)).toEqual(
      expect.arrayContaining([
        'websocket opened: 56 more in the last 60 s',
        'websocket closed: 56 more in the last 60 s',
        'websocket error: 15 more in the last 60 s',
      ]),
    );
    expect(text).not.toContain('secret-in-the-query');
    expect(caused.length).toBeLessThan(45);
  });
});
