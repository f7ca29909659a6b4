import type { RootState } from '../state/rootReducer';

/** The app build a recording was made with (webpack defines PORTICO_BUILD; tests and scripts have none). */
export interface AppBuild {
  version: string;
  commit: string;
  builtAt: string | null;
}

/**
 * What a recording says about itself, read by support staff before anything else: which build, which
 * browser and screen, whose session (ids only: no names or e-mails beyond what staff see anyway),
 * when, and the note the user typed when stopping.
 */
export interface RecordingHeader {
  app: AppBuild;
  browser: string;
  timeZone: string;
  screen: string;
  customerId: number | null;
  siteId: number | null;
  userId: number | null;
  startedAt: string;
  stoppedAt: string | null;
  note: string;
}

export function appBuild(): AppBuild {
  try {
    const defined = process.env.PORTICO_BUILD;
    if (defined) return JSON.parse(defined) as AppBuild;
  } catch {
    // a malformed definition says as little as none
  }
  return { version: 'development', commit: 'unknown', builtAt: null };
}

/** Who and where, from the app's state at the start. */
export function recordingHeader(state: unknown, startedAt: number): RecordingHeader {
  const root = state as Partial<RootState> | null;
  const hasWindow = typeof window !== 'undefined';
  return {
    app: appBuild(),
    browser: typeof navigator === 'undefined' ? 'unknown' : navigator.userAgent,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    screen: hasWindow
      ? `${window.screen.width}×${window.screen.height}, window ${window.innerWidth}×${window.innerHeight}`
      : 'unknown',
    customerId: root?.tenancy?.activeCustomer?.id ?? null,
    siteId: root?.tenancy?.activeSite?.id ?? null,
    userId: root?.session?.user?.id ?? null,
    startedAt: new Date(startedAt).toISOString(),
    stoppedAt: null,
    note: '',
  };
}
