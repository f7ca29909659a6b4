/**
 * A RouterOS API simulator speaking the real wire protocol on loopback (API and, optionally,
 * API-SSL), for tests and for trying sync locally.
 *
 * @example
 * const sim = await startRouterOsSimulator({ tlsPort: 0 });
 * const client = await RouterOsClient.connect({ host: sim.host, port: sim.port, username: 'admin', password: 'simpass' });
 * await sim.close();
 */
import net from 'node:net';
import tls from 'node:tls';
import { MenuStore } from './menuStore';
import { createSeedData } from './seedData';
import { serveSession, type SessionContext } from './simulatorSession';
import { resolveSimulatorOptions, type SimulatorOptions, type StartSimulatorOptions } from './simulatorOptions';
import { createTlsMaterial } from './tlsCertificate';
import { formatUptime } from './uptime';

export interface RouterOsSimulator {
  host: string;
  port: number;
  /** null when no API-SSL listener was requested. */
  tlsPort: number | null;
  /** PEM of the self-signed certificate in 'certificate' TLS mode, else null. */
  certificatePem: string | null;
  /** Live behaviour switches. */
  options: SimulatorOptions;
  store: MenuStore;
  commandLog: string[];
  replyLog: string[];
  /** Stops listening and drops every connection. */
  close(): Promise<void>;
}

// A router that has been up for a while: 12 days before the simulator started.
const BOOT_OFFSET_SECONDS = 12 * 86_400 + 3 * 3_600 + 17 * 60;

function listen(server: net.Server, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve((server.address() as net.AddressInfo).port));
  });
}

/** Starts the simulator; ports 0 (the default) pick free ephemeral ports. */
export async function startRouterOsSimulator(start: StartSimulatorOptions = {}): Promise<RouterOsSimulator> {
  const host = start.host ?? '127.0.0.1';
  const startedAt = Date.now();
  const context: SessionContext = {
    store: new MenuStore(start.seed ?? createSeedData()),
    options: resolveSimulatorOptions(start),
    commandLog: [],
    replyLog: [],
    extras: {
      '/system/resource': () => ({
        uptime: formatUptime(BOOT_OFFSET_SECONDS + Math.floor((Date.now() - startedAt) / 1000)),
      }),
    },
  };
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    serveSession(socket, context);
  };

  const servers: net.Server[] = [net.createServer(track)];
  const port = await listen(servers[0], host, start.port ?? 0);
  let tlsPort: number | null = null;
  let certificatePem: string | null = null;
  if (start.tlsPort !== undefined && start.tlsPort !== null) {
    const material = await createTlsMaterial(start.tlsMode ?? 'anonymous');
    certificatePem = material.certificatePem;
    const tlsServer = tls.createServer(material.serverOptions, track);
    tlsServer.on('tlsClientError', () => undefined);
    servers.push(tlsServer);
    tlsPort = await listen(tlsServer, host, start.tlsPort);
  }

  return {
    host,
    port,
    tlsPort,
    certificatePem,
    options: context.options,
    store: context.store,
    commandLog: context.commandLog,
    replyLog: context.replyLog,
    close: async () => {
      sockets.forEach((socket) => socket.destroy());
      await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
    },
  };
}
