/**
 * What this server lets the app report (requirements §7), from the page's
 * `<meta name="portico-telemetry" content="metrics=on,errors=on">`, which the Portico server writes
 * (CLIENT_METRICS, CLIENT_ERRORS). A page without it (the development server) reports nothing.
 */
export interface TelemetrySettings {
  metrics: boolean;
  errors: boolean;
}

export function readTelemetrySettings(doc: Document | undefined = globalThis.document): TelemetrySettings {
  const content = doc?.querySelector('meta[name="portico-telemetry"]')?.getAttribute('content') ?? '';
  const switches = new Map(content.split(',').map((entry) => entry.trim().split('=') as [string, string]));
  return { metrics: switches.get('metrics') === 'on', errors: switches.get('errors') === 'on' };
}
