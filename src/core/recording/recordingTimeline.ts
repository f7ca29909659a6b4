import type { RecordingHeader } from './recordingHeader';
import type { RequestSummary } from './requestSummary';

/** A recorded action as the timeline reads it. */
export interface TimelineStep {
  action: { type: string; payload?: unknown; meta?: unknown };
  /** ms epoch, when known. */
  at?: number;
}

const seconds = (ms: number) => `+${(ms / 1000).toFixed(1).padStart(6)} s`;

const quote = (text: unknown) => `"${String(text).slice(0, 120)}"`;

/** What one action means to a person, or null for the app's bookkeeping. */
function describe(action: TimelineStep['action']): string | null {
  const payload = (action.payload ?? {}) as Record<string, unknown>;
  const request = (action.meta as { request?: RequestSummary } | undefined)?.request;
  if (request) {
    const endpoint = action.type.split(' ')[1] ?? '';
    const took = request.durationMs === null ? '' : ` in ${request.durationMs} ms`;
    const earlier = (request.attempts ?? []).slice(0, -1).map((attempt) => attempt.status ?? 'no answer');
    const after = earlier.length > 0 ? `, after ${earlier.join(', ')}` : '';
    return `request  ${request.method} ${request.path} → ${request.status ?? 'no answer'}${took}${after} (${endpoint})`;
  }
  switch (action.type) {
    case 'location/changed':
      return `route    ${payload.pathname}${payload.search ?? ''}`;
    case 'notifications/toastQueued':
      return `toast    ${payload.variant ?? 'info'}: ${quote(payload.title)}${payload.message ? ` ${quote(payload.message)}` : ''}`;
    case 'form/validationFailed':
      return `invalid  ${quote(payload.form)}: ${Object.values(flatten(payload.errors)).join('; ')}`;
    case 'dialog/opened':
      return `dialog   ${quote(payload.title)} opened`;
    case 'dialog/closed':
      return `dialog   ${quote(payload.title)} ${payload.outcome}`;
    case 'app/crashed':
      return `ERROR    ${payload.kind} on ${payload.path}: ${payload.message}`;
    case 'recording/stateCaptured':
      return payload.reason === 'reloaded' ? 'reload   the page reloaded' : 'resumed  recording resumed';
    case 'recording/paused':
      return 'paused   recording paused';
    case 'recording/stopped':
      return 'stopped  recording stopped';
    case 'session/loggedIn':
      return 'session  signed in';
    case 'session/loggedOut':
    case 'session/expired':
      return `session  ${action.type === 'session/expired' ? 'expired' : 'signed out'}`;
    default:
      return null;
  }
}

/** Nested form errors as `{ 'address.city': 'City is required' }`. */
function flatten(value: unknown, at = ''): Record<string, string> {
  if (typeof value === 'string') return { [at]: value };
  if (!value || typeof value !== 'object') return {};
  return Object.entries(value).reduce<Record<string, string>>(
    (all, [key, item]) => ({ ...all, ...flatten(item, at ? `${at}.${key}` : key) }),
    {},
  );
}

/** The header as lines: which build, where, who, when, and the user's note. */
export function headerLines(header: RecordingHeader): string[] {
  const { app } = header;
  return [
    `Recorded by Portico ${app.version} (commit ${app.commit}${app.builtAt ? `, built ${app.builtAt}` : ''})`,
    `From ${header.startedAt} to ${header.stoppedAt ?? '(not stopped)'}, time zone ${header.timeZone}`,
    `Browser ${header.browser}; screen ${header.screen}`,
    `Customer ${header.customerId ?? '-'}, site ${header.siteId ?? '-'}, user ${header.userId ?? '-'}`,
    `Note: ${header.note ? quote(header.note) : '(none)'}`,
  ];
}

/**
 * A recording's story for people, one line per thing that mattered: routes, requests with their
 * status, toasts, validation failures, dialogs, errors, reloads. `#n` is the action's number in
 * DevTools' list. Example line: `#42  +12.3 s  request  GET /api/crm/rooms/99/ → 404 in 35 ms (getRoom)`; a call
 * answered on a retry: `… → 200 in 1043 ms, after 503 (listFloors)`.
 */
export function recordingTimeline(steps: TimelineStep[], startedAt?: number): string[] {
  const start = startedAt ?? steps.find((step) => step.at !== undefined)?.at ?? 0;
  const lines: string[] = [];
  steps.forEach((step, index) => {
    const text = describe(step.action);
    if (!text) return;
    const when = step.at === undefined ? '' : `${seconds(step.at - start)}  `;
    lines.push(`#${String(index + 1).padEnd(4)} ${when}${text}`);
  });
  return lines;
}
