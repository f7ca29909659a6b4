import type { TelemetryConfig } from '../config';

/**
 * What the app page's <head> gets from the telemetry settings (requirements §7): a preconnect per
 * configured origin (an API or monitoring host elsewhere; the page's own origin needs none) and the
 * off switches, read by the app before it loads web-vitals or reports an error.
 *
 * @example <link rel="preconnect" href="https://monitor.example" crossorigin><meta name="portico-telemetry" content="metrics=on,errors=on">
 */
export function telemetryHead(telemetry: TelemetryConfig): string {
  const onOff = (on: boolean) => (on ? 'on' : 'off');
  // Origins come from URL.origin: scheme, host and port only, nothing to escape.
  const links = telemetry.preconnect.map((origin) => `<link rel="preconnect" href="${origin}" crossorigin>`);
  const meta = `<meta name="portico-telemetry" content="metrics=${onOff(telemetry.metrics)},errors=${onOff(telemetry.errors)}">`;
  return [...links, meta].join('');
}

/** The built index.html with `head` added at the end of its <head> (or at its start, for a bare page). */
export function withHead(html: string, head: string): string {
  if (html.includes('</head>')) return html.replace('</head>', `${head}</head>`);
  return html.replace(/^(<!doctype html>)?/i, (doctype) => `${doctype}${head}`);
}
