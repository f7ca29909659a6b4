import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { withHead } from '../telemetry/appPageHead';
import { appContentSecurityPolicy, connectSources } from './securityHeaders';

const immutable = 'public, max-age=31536000, immutable';

/**
 * A worker runs under the CSP of its own script's response, not the page's: the realtime worker
 * (webpack chunk `realtime-worker`) may open the socket and nothing else.
 */
export const workerContentSecurityPolicy = (request: FastifyRequest) =>
  `default-src 'none'; ${connectSources(request)}`;
const workerScript = /^realtime-worker\.[^/]*\.js(\.br|\.gz)?$/;

/** Hashed bundles under /assets/ never change; pages must always be revalidated. */
const cachingHeaders = (root: string) => (reply: FastifyReply, file: string) => {
  const relative = path.relative(root, file).split(path.sep);
  if (/\.html(\.br|\.gz)?$/.test(file)) {
    reply.header('cache-control', 'no-cache');
    reply.header('content-security-policy', appContentSecurityPolicy(reply.request));
  } else if (relative[0] === 'assets') {
    reply.header('cache-control', immutable);
    if (workerScript.test(relative[relative.length - 1] ?? '')) {
      reply.header('content-security-policy', workerContentSecurityPolicy(reply.request));
    }
  } else {
    reply.header('cache-control', 'public, max-age=3600');
  }
};

/** A browser route like /site/5 (no file extension, not the API) gets index.html. */
function isAppRoute(url: string): boolean {
  const pathname = url.split('?')[0];
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  return !/\.[a-z0-9]+$/i.test(pathname.split('/').pop() ?? '');
}

/**
 * Serves the built app from `root` (dist/) with long-lived caching for hashed assets and
 * precompressed .br/.gz files when the build wrote them; unknown browser routes get index.html,
 * unknown /api paths a JSON 404.
 */
export default fp<{ root: string | null; head?: string }>(
  async (app, { root, head = '' }) => {
    const built = root !== null && fs.existsSync(path.join(root, 'index.html'));
    // Read once: the page carries the instance's settings (telemetry/appPageHead.ts), so it is not a static file.
    const page = built && root ? withHead(fs.readFileSync(path.join(root, 'index.html'), 'utf8'), head) : '';
    const sendPage = (reply: FastifyReply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('content-security-policy', appContentSecurityPolicy(reply.request))
        .send(page);
    if (built && root) {
      await app.register(fastifyStatic, {
        root,
        prefix: '/',
        index: false,
        cacheControl: false,
        preCompressed: true,
        setHeaders: cachingHeaders(root),
      });
      app.get('/', { schema: { hide: true } }, (_request, reply) => sendPage(reply));
    }
    app.setNotFoundHandler(async (request, reply) => {
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && isAppRoute(request.url);
      if (wantsPage && built) return sendPage(reply);
      if (wantsPage)
        return reply
          .code(404)
          .send({ detail: 'The web app is not built yet: run `npm run build` (npm start does it for you).' });
      return reply.code(404).send({ detail: 'Not found.' });
    });
  },
  { name: 'static-app' },
);
