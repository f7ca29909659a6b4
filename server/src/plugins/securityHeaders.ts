import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * CSP of the browser app (index.html). No 'unsafe-eval': the production bundle has no eval.
 * Inline styles are allowed because emotion (MUI) injects <style> tags at runtime.
 */
export const appContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
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
