import { useLocation, type Location } from 'react-router';
import { originFrom } from '../../core/browser';

/** Location state a guard leaves behind so the next screen can send the user back (requirements §2.3). */
export type OriginState = { from?: string } | null;

/** The full path (path, query, hash) of a location, as remembered by the guards. */
export function pathOf(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/** The origin a guard remembered for the current screen (never a gate screen), or null. */
export function useRememberedOrigin(): string | null {
  const state = useLocation().state as OriginState;
  return originFrom(state?.from);
}

/** The remembered origin, or `fallback` when the screen was opened directly. */
export function useOrigin(fallback: string): string {
  return useRememberedOrigin() ?? fallback;
}
