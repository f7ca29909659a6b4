import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import admissionPlugin from '../../../server/src/plugins/admission';

/**
 * Admission (plugins/admission.ts): database-bound requests beyond the database's places wait at
 * the door, first come first served, and every one of them is answered.
 */
describe('admission', () => {
  /** An app whose `/work/:name` handlers each wait until the test lets them finish. */
  async function appWithPlaces(places: number) {
    const started: string[] = [];
    const finish = new Map<string, () => void>();
    // A handler left waiting (a failing test) must not keep close() waiting too.
    const app = Fastify({ forceCloseConnections: true });
    await app.register(admissionPlugin, { places });
    await app.register(async (scope) => {
      scope.admitDatabaseWork();
      scope.get<{ Params: { name: string } }>('/work/:name', async (request) => {
        const { name } = request.params;
        started.push(name);
        await new Promise<void>((resolve) => finish.set(name, resolve));
        return { name };
      });
      // An answer that streams for as long as the test likes (a CSV export to a slow reader).
      scope.get('/stream', async () => {
        started.push('stream');
        const body = new PassThrough();
        body.write('first line\n');
        finish.set('stream', () => body.end('last line\n'));
        return body;
      });
    });
    // Outside the admitted scope: answered whatever the queue holds.
    app.get('/health', async () => ({ ok: true }));
    return { app, started, finish: (name: string) => finish.get(name)!() };
  }

  /** Lets hooks and handlers that can run, run. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

  /** Waits (up to 5 s) until `count` handlers have started: a real socket may take longer than a settle on a busy machine. */
  async function untilStarted(started: string[], count: number) {
    for (let waited = 0; started.length < count && waited < 5000; waited += 20) await settle();
  }

  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('starts at most `places` requests; the next one in arrival order starts when one is answered', async () => {
    const work = await appWithPlaces(2);
    app = work.app;
    const replies = ['a', 'b', 'c', 'd'].map((name) => work.app.inject({ url: `/work/${name}` }));
    await settle();
    expect(work.started).toEqual(['a', 'b']);
    expect((await work.app.inject({ url: '/health' })).statusCode).toBe(200);

    work.finish('b');
    await settle();
    expect(work.started).toEqual(['a', 'b', 'c']);
    work.finish('a');
    await settle();
    expect(work.started).toEqual(['a', 'b', 'c', 'd']);
    work.finish('c');
    work.finish('d');
    const answered = await Promise.all(replies);
    expect(answered.map((reply) => [reply.statusCode, reply.json().name])).toEqual([
      [200, 'a'],
      [200, 'b'],
      [200, 'c'],
      [200, 'd'],
    ]);

    // Every place came back: two new requests start at once.
    const again = ['e', 'f'].map((name) => work.app.inject({ url: `/work/${name}` }));
    await settle();
    expect(work.started.slice(4)).toEqual(['e', 'f']);
    work.finish('e');
    work.finish('f');
    await Promise.all(again);
  });

  it('a place is given back once the answer is ready, not when a long stream ends', async () => {
    const work = await appWithPlaces(1);
    app = work.app;
    const streaming = work.app.inject({ url: '/stream', payloadAsStream: true });
    await settle();
    const next = work.app.inject({ url: '/work/next' });
    await settle();
    expect(work.started).toEqual(['stream', 'next']);
    work.finish('next');
    expect((await next).json()).toEqual({ name: 'next' });
    work.finish('stream');
    const stream = (await streaming).stream();
    let text = '';
    for await (const chunk of stream) text += String(chunk);
    expect(text).toBe('first line\nlast line\n');
  });

  it('a client that hangs up while waiting is never started and takes no place', async () => {
    const work = await appWithPlaces(1);
    app = work.app;
    await work.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = work.app.server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: false });
    const get = (name: string) => {
      const request = http.get({ host: '127.0.0.1', port, path: `/work/${name}`, agent });
      const body = new Promise<string>((resolve, reject) => {
        request.on('response', (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve(text));
        });
        request.on('error', reject);
      });
      // Rejections surface where a test awaits the body; one never awaited (the quitter's) is no crash.
      body.catch(() => undefined);
      return { request, body };
    };

    const first = get('first');
    await untilStarted(work.started, 1);
    const quitter = get('quitter');
    const patient = get('patient');
    await settle();
    expect(work.started).toEqual(['first']);

    quitter.request.destroy();
    await settle();
    work.finish('first');
    expect(JSON.parse(await first.body)).toEqual({ name: 'first' });
    await untilStarted(work.started, 2);
    await settle();
    expect(work.started).toEqual(['first', 'patient']);
    work.finish('patient');
    expect(JSON.parse(await patient.body)).toEqual({ name: 'patient' });

    // The place is free again: the next request starts at once.
    const next = get('next');
    await untilStarted(work.started, 3);
    expect(work.started).toEqual(['first', 'patient', 'next']);
    work.finish('next');
    await next.body;
    agent.destroy();
  });
});
