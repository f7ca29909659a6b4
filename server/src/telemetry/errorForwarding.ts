import { randomUUID } from 'node:crypto';
import type { KeptClientError } from './clientErrors';

const FORWARD_TIMEOUT_MS = 5000;

export interface DsnTarget {
  storeUrl: string;
  auth: string;
}

/**
 * A Sentry-style DSN (`https://<public key>@<host>/<project id>`, also what GlitchTip and other
 * Sentry-compatible services issue) as the store URL and auth header of its event API. Throws on
 * anything else, so a typo in CLIENT_ERRORS_DSN stops the start instead of dropping errors.
 */
export function parseDsn(dsn: string): DsnTarget {
  const url = new URL(dsn);
  const project = url.pathname.split('/').filter(Boolean).pop();
  if (!/^https?:$/.test(url.protocol) || !url.username || !project || !/^\d+$/.test(project))
    throw new Error('CLIENT_ERRORS_DSN must look like https://<public key>@<host>/<project id>');
  const prefix = url.pathname.slice(0, url.pathname.lastIndexOf('/'));
  return {
    storeUrl: `${url.protocol}//${url.host}${prefix}/api/${project}/store/`,
    auth: `Sentry sentry_version=7, sentry_client=portico/1, sentry_key=${decodeURIComponent(url.username)}`,
  };
}

/** The kept error as a Sentry event: message, route shapes, breadcrumbs; nothing about the user. */
export function sentryEvent(error: KeptClientError) {
  return {
    event_id: randomUUID().replace(/-/g, ''),
    timestamp: error.received_at,
    platform: 'javascript',
    level: 'error',
    logger: 'portico.client',
    message: error.message,
    transaction: error.page,
    tags: {
      kind: error.kind,
      ...(error.status !== undefined ? { status: String(error.status) } : {}),
      ...(error.endpoint ? { endpoint: error.endpoint } : {}),
    },
    extra: error.stack ? { stack: error.stack } : {},
    breadcrumbs: {
      values: error.breadcrumbs.map((crumb) => ({
        timestamp: crumb.at,
        category: 'navigation',
        type: 'navigation',
        data: { to: crumb.page },
      })),
    },
  };
}

/** Sends the error to the DSN's service; a failure is logged by the caller, never the reporter's problem. */
export async function forwardError(target: DsnTarget, error: KeptClientError): Promise<void> {
  const reply = await fetch(target.storeUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sentry-auth': target.auth },
    body: JSON.stringify(sentryEvent(error)),
    signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
  });
  if (!reply.ok) throw new Error(`error-reporting service answered ${reply.status}`);
}
