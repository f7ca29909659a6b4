import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** A Host header as browsers send it: a name or an IPv4/IPv6 address, and a port when not the default. */
const plainHost = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * Where the page may open sockets: its own origin only (the realtime socket at /api/ws), never
 * `ws: wss:`, which allowed any host. CSP 3 browsers match ws/wss of the page's own host with
 * 'self'; older ones need the origin spelled out, taken from the Host the page was requested at.
 * A Host that is not a plain host name gives 'self' alone. (`npm run dev` serves the page from
 * webpack-dev-server on :3000, which sends no CSP; its proxy carries /api/ws to this server.)
 */
export function connectSources(request: FastifyRequest): string {
  const { host } = request;
  if (!plainHost.test(host)) return "connect-src 'self'";
  return `connect-src 'self' ws://${host} wss://${host}`;
}

/**
 * CSP of the browser app (index.html), for the host it was requested at. No 'unsafe-eval': the
 * production bundle has no eval. Inline styles are allowed because emotion (MUI) injects <style>
 * tags at runtime.
 */
export const appContentSecurityPolicy = (request: FastifyRequest) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    connectSources(request),
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');

/** Everything that is not a page (JSON, images, scripts) may not load or frame anything. */
const defaultContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const alwaysHeaders: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'permissions-policy': 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self)',
  'x-permitted-cross-domain-policies': 'none',
};

/** Sets the security headers on a reply; one that set its own CSP (the app page, docs) keeps it. */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply) {
  reply.headers(alwaysHeaders);
  if (!reply.hasHeader('content-security-policy'))
    reply.header('content-security-policy', defaultContentSecurityPolicy);
  // The server speaks plain HTTP: a request came over HTTPS when a trusted proxy (TRUST_PROXY)
  // says so in X-Forwarded-Proto. HSTS over plain HTTP would be ignored by browsers anyway.
  if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
}

/** Security headers on every response (errors answered before routing set them themselves). */
export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      setSecurityHeaders(request, reply);
      return payload;
    });
  },
  { name: 'security-headers' },
);
