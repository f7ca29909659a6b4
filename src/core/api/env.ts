/**
 * Where the API lives (requirements §7): a hostname containing "dev" talks to the development API, whose base
 * can be overridden per browser through localStorage `api-base-override`; everything else uses the
 * API served beside the app at `/api`.
 */
export const PRODUCTION_API_BASE = '/api';
export const DEVELOPMENT_API_BASE = 'http://127.0.0.1:8080/api';
export const API_BASE_OVERRIDE_KEY = 'api-base-override';

/** Example: `apiBaseFor('console.dev.example.com', localStorage)` → the development base. */
export function apiBaseFor(hostname: string, storage: Pick<Storage, 'getItem'> | null): string {
  if (!hostname.includes('dev')) return PRODUCTION_API_BASE;
  const override = readOverride(storage);
  return override ?? DEVELOPMENT_API_BASE;
}

function readOverride(storage: Pick<Storage, 'getItem'> | null): string | null {
  try {
    const value = storage?.getItem(API_BASE_OVERRIDE_KEY)?.trim();
    return value ? value.replace(/\/+$/, '') : null;
  } catch {
    return null; // storage can be disabled (privacy mode); fall back to the default
  }
}

/** The API base of the page we run in. */
export function getApiBase(): string {
  if (typeof window === 'undefined') return PRODUCTION_API_BASE;
  return apiBaseFor(window.location.hostname, window.localStorage);
}

/** The API base as an absolute URL, for code that does not run in the page (the realtime worker). */
export function absoluteApiBase(): string {
  return new URL(getApiBase(), window.location.href).href.replace(/\/+$/, '');
}
