import { createHmac } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { isPrivateAddress, privateTargetMessage, PrivateTargetError, safeLookup, type Resolve } from './webhookTarget';

/** What the receiver answered (or why it did not). */
export interface WebhookAnswer {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
  /** Retrying cannot help (an internal address): the delivery fails at once. */
  permanent?: boolean;
}

/**
 * `sha256=<hex HMAC-SHA256(secret, "<timestamp>.<body>")>`: the timestamp inside the signature lets
 * a receiver refuse a replayed old delivery.
 */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export interface WebhookTarget {
  /** NOTIFY_ALLOW_PRIVATE_TARGETS: internal addresses allowed (tests, a receiver on the same network). */
  allowPrivate: boolean;
  resolve: Resolve;
  timeoutMs?: number;
}

/**
 * POSTs the JSON body, signed; any 2xx is delivered. Never follows a redirect (it could lead anywhere)
 * and, unless allowed, never connects to an internal address, however the host resolves right now.
 */
export async function postWebhook(
  url: string,
  secret: string,
  body: unknown,
  deliveryId: number,
  target: WebhookTarget,
): Promise<WebhookAnswer> {
  const text = JSON.stringify(body);
  const timestamp = Math.floor(Date.now() / 1000);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, statusCode: null, error: 'Not delivered: not a valid URL' };
  }
  if (!target.allowPrivate) {
    const host = parsed.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) && isPrivateAddress(host))
      return {
        ok: false,
        statusCode: null,
        error: `Not delivered: ${privateTargetMessage(host, host)}`,
        permanent: true,
      };
  }
  const send = parsed.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<WebhookAnswer>((resolve) => {
    const request = send(
      parsed,
      {
        method: 'POST',
        signal: AbortSignal.timeout(target.timeoutMs ?? 10_000),
        lookup: target.allowPrivate ? undefined : safeLookup(target.resolve),
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(text),
          'User-Agent': 'Portico-Webhook',
          'X-Portico-Delivery': String(deliveryId),
          'X-Portico-Timestamp': String(timestamp),
          'X-Portico-Signature': webhookSignature(secret, timestamp, text),
        },
      },
      (response) => {
        response.resume();
        const status = response.statusCode ?? 0;
        const ok = status >= 200 && status < 300;
        resolve({ ok, statusCode: status, error: ok ? null : `The receiver answered ${status}` });
      },
    );
    request.on('error', (error: Error) => {
      const cause = error.name === 'AbortError' ? 'no answer in time' : error.message;
      const permanent = error instanceof PrivateTargetError;
      resolve({ ok: false, statusCode: null, error: `Not delivered: ${cause}`.slice(0, 500), permanent });
    });
    request.end(text);
  });
}
