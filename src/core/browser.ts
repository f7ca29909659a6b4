/**
 * The browser side effects sagas need, in one mockable place: sagas `yield call(navigateTo, '/login')`
 * and tests provide these calls instead of touching the real page.
 */
import { publicPaths } from './paths';

export interface NavigateOptions {
  replace?: boolean;
  /** Router location state, e.g. `{ from: '/sites' }` to remember where the user came from. */
  state?: unknown;
}

type Navigator = (path: string, options?: NavigateOptions) => unknown;

let navigator: Navigator | null = null;
let reloadHandler: () => void = () => window.location.reload();

/** The app's history registers its navigation here (src/app/router.tsx `navigateThrough`). */
export function setNavigator(navigate: Navigator | null): void {
  navigator = navigate;
}

/** Tests (jsdom cannot reload) replace the page reload. */
export function setReloadHandler(handler: () => void): void {
  reloadHandler = handler;
}

export function navigateTo(path: string, options: NavigateOptions = {}): void {
  if (navigator) {
    void navigator(path, options);
    return;
  }
  // Before the router mounts: change the URL without a page load.
  if (options.replace) window.history.replaceState({ usr: options.state }, '', path);
  else window.history.pushState({ usr: options.state }, '', path);
}

/** The longest a reload waits for work that holds it (a slow disk must not keep the page from reloading). */
export const RELOAD_HOLD_LIMIT_MS = 5000;

const reloadHolds = new Set<() => Promise<void>>();

/**
 * Work that must finish before the page goes away: a running recording stores the steps it has not
 * stored yet, else a site switch's reload would lose them. Returns the release.
 */
export function holdReloads(finish: () => Promise<void>): () => void {
  reloadHolds.add(finish);
  return () => reloadHolds.delete(finish);
}

/** Reloads the page: at once, or once the work that holds reloads has finished (at most RELOAD_HOLD_LIMIT_MS). */
export function reloadPage(): Promise<void> | void {
  if (reloadHolds.size === 0) return reloadHandler();
  const finished = Promise.all([...reloadHolds].map((finish) => finish().catch(() => undefined)));
  const limit = new Promise((resolve) => setTimeout(resolve, RELOAD_HOLD_LIMIT_MS));
  return Promise.race([finished, limit]).then(() => reloadHandler());
}

/** The current pathname, e.g. '/site/12'. */
export function currentPath(): string {
  return window.location.pathname;
}

/** The current path with query and hash, e.g. '/sites?page=2' (what guards remember as origin). */
export function currentFullPath(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

/**
 * The origin a guard remembered in the router's location state (`navigate('/login', {state: {from}})`,
 * `from` a path or a Location), or null. Public gate paths are never an origin.
 */
export function rememberedOrigin(): string | null {
  const state = (window.history.state as { usr?: { from?: unknown } } | null)?.usr;
  return originFrom(state?.from);
}

/** Normalises a remembered origin (string or Location-like) to a path, dropping public gate paths. */
export function originFrom(from: unknown): string | null {
  let path: string | null = null;
  if (typeof from === 'string') path = from;
  else if (from && typeof from === 'object' && 'pathname' in from) {
    const location = from as { pathname: string; search?: string; hash?: string };
    path = `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
  }
  if (!path || !path.startsWith('/')) return null;
  const pathname = path.split(/[?#]/)[0];
  return publicPaths.includes(pathname) ? null : path;
}

/** Saves text as a file through a temporary link (session recordings). */
export function downloadFile(filename: string, content: string, mimeType = 'application/json'): void {
  downloadUrl(filename, URL.createObjectURL(new Blob([content], { type: mimeType })));
}

/** Saves text gzip-compressed (large session recordings; the support page and `npm run replay` read it). */
export async function downloadGzip(filename: string, content: string): Promise<void> {
  const compressed = new Blob([content]).stream().pipeThrough(new CompressionStream('gzip'));
  const blob = await new Response(compressed).blob();
  downloadUrl(filename, URL.createObjectURL(new Blob([blob], { type: 'application/gzip' })));
}

/** Saves an object URL's content as a file, then releases the URL (CSV exports). */
export function downloadUrl(filename: string, url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
