import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';

/** A proxy's own error page, as Cloudflare or nginx answer when the origin fails: HTML, not JSON. */
export function errorPage(status: number): string {
  const titles: Record<number, string> = {
    502: '502 Bad Gateway',
    503: '503 Service Temporarily Unavailable',
    524: 'A timeout occurred | Error code 524',
  };
  const title = titles[status] ?? `${status} Error`;
  return `<!DOCTYPE html>\n<html><head><title>${title}</title></head><body><center><h1>${title}</h1></center><hr><center>proxy</center></body></html>\n`;
}

export interface ErrorPageProxy {
  baseUrl: string;
  /** From now on, answer `METHOD /path` (path without query) with this status and an HTML page. */
  fail(route: string, status: number): void;
  /** Forward everything again. */
  heal(): void;
  /** How many requests of `METHOD /path` reached the proxy. */
  count(route: string): number;
  close(): Promise<void>;
}

/**
 * A reverse proxy in front of the e2e server (HTTP and the realtime websocket), which answers
 * chosen routes with its own HTML error page instead of forwarding them: what a browser sees when
 * the proxy before Portico gives up (requirements §8).
 */
export async function startErrorPageProxy(target: string): Promise<ErrorPageProxy> {
  const origin = new URL(target);
  const failing = new Map<string, number>();
  const counts = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const route = `${req.method} ${new URL(req.url ?? '/', 'http://proxy').pathname}`;
    counts.set(route, (counts.get(route) ?? 0) + 1);
    const status = failing.get(route);
    if (status) {
      req.resume();
      res.writeHead(status, { 'Content-Type': 'text/html; charset=UTF-8' }).end(errorPage(status));
      return;
    }
    const forwarded = http.request(
      { host: origin.hostname, port: origin.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => res.writeHead(502, { 'Content-Type': 'text/html' }).end(errorPage(502)));
    req.pipe(forwarded);
  });
  // The realtime channel: hand the upgrade request and both byte streams through unchanged.
  server.on('upgrade', (req, socket, head) => {
    const upstream = net.connect(Number(origin.port), origin.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    fail: (route, status) => failing.set(route, status),
    heal: () => failing.clear(),
    count: (route) => counts.get(route) ?? 0,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
