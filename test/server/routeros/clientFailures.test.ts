import net from 'node:net';
import { RouterOsClient } from '../../../server/src/routeros/client';
import {
  RouterOsClosedError,
  RouterOsConnectionError,
  RouterOsFatalError,
  RouterOsTimeoutError,
} from '../../../server/src/routeros/errors';
import { classifySocketError } from '../../../server/src/routeros/transport';
import { connectTo, SIM_PASSWORD, SIM_USER, useSimulator } from './helpers/simulatorHarness';
import { freePort } from '../../support/serverProcess';

describe('RouterOsClient failures', () => {
  const simulator = useSimulator();

  afterEach(() => {
    Object.assign(simulator().options, { commandDelays: {}, closeOnCommand: null });
  });

  it('reports a refused connection', async () => {
    const attempt = RouterOsClient.connect({
      host: '127.0.0.1',
      port: await freePort(),
      username: SIM_USER,
      password: SIM_PASSWORD,
    });
    await expect(attempt).rejects.toBeInstanceOf(RouterOsConnectionError);
    await expect(attempt).rejects.toMatchObject({
      code: 'CONNECTION_REFUSED',
      message: expect.stringContaining('Connection refused by 127.0.0.1:'),
    });
  });

  it('times out a connection whose handshake never completes', async () => {
    // Accepts TCP, reads and discards the TLS hello, never answers.
    const silent = net.createServer((socket) => socket.on('error', () => undefined).resume());
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const started = Date.now();
    await expect(
      RouterOsClient.connect({
        host: '127.0.0.1',
        port,
        tls: true,
        username: SIM_USER,
        password: SIM_PASSWORD,
        connectTimeoutMs: 150,
      }),
    ).rejects.toMatchObject({ code: 'CONNECT_TIMEOUT' });
    expect(Date.now() - started).toBeLessThan(2_000);
    await new Promise((resolve) => silent.close(resolve));
  });

  it('classifies unreachable hosts and timeouts from socket error codes', () => {
    const error = (code: string) => Object.assign(new Error(code), { code });
    expect(classifySocketError(error('EHOSTUNREACH'), '10.0.0.9:8728', false).code).toBe('UNREACHABLE');
    expect(classifySocketError(error('ENETUNREACH'), '10.0.0.9:8728', false).code).toBe('UNREACHABLE');
    expect(classifySocketError(error('ENOTFOUND'), 'router.invalid:8728', false).code).toBe('UNREACHABLE');
    expect(classifySocketError(error('ETIMEDOUT'), '10.0.0.9:8728', false).code).toBe('CONNECT_TIMEOUT');
    expect(classifySocketError(error('ERR_SSL_WRONG_VERSION_NUMBER'), '10.0.0.9:8729', true).code).toBe('TLS_FAILED');
  });

  it('times out a slow command, cancels it on the router and stays usable', async () => {
    const sim = simulator();
    sim.options.commandDelays = { '/ip/dhcp-server/lease/print': 2_000 };
    const client = await connectTo(sim);
    const slow = client.print('/ip/dhcp-server/lease', {}, { timeoutMs: 100 });
    await expect(slow).rejects.toBeInstanceOf(RouterOsTimeoutError);
    await expect(slow).rejects.toMatchObject({
      code: 'COMMAND_TIMEOUT',
      timeoutMs: 100,
      command: '/ip/dhcp-server/lease/print',
    });
    expect(await client.print('/system/identity')).toEqual([{ name: 'bldg-042-gw' }]);
    // The cancel went out before the identity print, so the router has seen it by now.
    expect(sim.commandLog).toContain('/cancel');
    await client.close();
  });

  it('fails waiting commands when the router drops the connection abruptly', async () => {
    const sim = simulator();
    const client = await connectTo(sim);
    sim.options.commandDelays = { '/interface/print': 200 };
    const waiting = expect(client.print('/interface')).rejects.toMatchObject({ code: 'CONNECTION_CLOSED' });
    sim.options.closeOnCommand = '/ip/pool/print';
    await expect(client.print('/ip/pool')).rejects.toBeInstanceOf(RouterOsClosedError);
    await waiting;
    expect(client.isClosed).toBe(true);
    await expect(client.print('/system/identity')).rejects.toMatchObject({ code: 'CONNECTION_CLOSED' });
  });

  it('reports !fatal with the reason the router gave', async () => {
    const client = await connectTo(simulator());
    await expect(client.execute('/quit')).rejects.toBeInstanceOf(RouterOsFatalError);
    expect(client.isClosed).toBe(true);
    await expect(client.print('/system/identity')).rejects.toMatchObject({
      code: 'FATAL',
      reason: 'session terminated on request',
    });
  });

  it('rejects commands still waiting when the client closes the connection', async () => {
    const sim = simulator();
    sim.options.commandDelays = { '/system/resource/print': 500 };
    const client = await connectTo(sim);
    const waiting = expect(client.print('/system/resource')).rejects.toMatchObject({
      code: 'CONNECTION_CLOSED',
      message: 'The RouterOS connection was closed by the client',
    });
    await client.close();
    await waiting;
  });
});
