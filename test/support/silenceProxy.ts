import net from 'node:net';

/** A TCP proxy in front of a server that can stop forwarding without closing anything. */
export interface SilenceProxy {
  port: number;
  /** Holds every byte in both directions from now on; connections stay open, new ones are accepted. */
  silence(): void;
  /** Forwards again, what was held first. */
  resume(): void;
  close(): Promise<void>;
}

/**
 * A network that goes silent (a failover behind a proxy, a partition): connections to it stay
 * open and take what is sent, but nothing arrives on either side until it resumes.
 * Example: `const proxy = await silenceProxy(5432); proxy.silence(); … proxy.resume();`
 */
export async function silenceProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<SilenceProxy> {
  let silent = false;
  const held: { to: net.Socket; chunk: Buffer }[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, targetHost);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
      socket.on('error', () => undefined);
    }
    const forward = (from: net.Socket, to: net.Socket) =>
      from.on('data', (chunk: Buffer) => {
        if (silent) held.push({ to, chunk });
        else to.write(chunk);
      });
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    silence: () => {
      silent = true;
    },
    resume: () => {
      silent = false;
      for (const { to, chunk } of held.splice(0)) if (!to.destroyed) to.write(chunk);
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
