import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../state/hooks';
import { selectActiveSite } from '../tenancy/tenancySlice';
import { quickSearchOpened } from './quickSearchSlice';

/** Ctrl+K, or Cmd+K on a Mac. */
export function isQuickSearchShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
}

/**
 * Ctrl+K / Cmd+K opens the quick search while a site is active (requirements §2.4). Mounted with the
 * providers, not in the lazily loaded top bar: a press while the shell is still loading right after
 * sign-in would otherwise reach the browser, whose own Ctrl+K moves the focus to its address bar, so
 * that no later press reached the page until the user clicked into it.
 */
export function QuickSearchShortcut() {
  const dispatch = useAppDispatch();
  const siteActive = useAppSelector(selectActiveSite) !== null;
  useEffect(() => {
    if (!siteActive) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isQuickSearchShortcut(event)) return;
      event.preventDefault();
      dispatch(quickSearchOpened());
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [siteActive, dispatch]);
  return null;
}
