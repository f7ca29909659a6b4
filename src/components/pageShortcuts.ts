import { useEffect, useRef } from 'react';

/** What a page lets the keyboard shortcuts do (features/shortcuts runs them; the page knows how and whether). */
export type PageShortcutName = 'create' | 'edit' | 'search' | 'next' | 'previous' | 'open';
export type PageShortcuts = Partial<Record<PageShortcutName, () => void>>;

// Publishers in mount order: the header gives create/edit, the list's grid and search field the rest. A
// module-level list, not a context: the shell's listener sits above the pages, and only reads at key time.
const published: { current: PageShortcuts }[] = [];

/**
 * Offers the page's actions to the keyboard shortcuts while the component is mounted; an action left
 * undefined (no create right, an edit page's header) is not offered, so its key does nothing.
 * @example usePageShortcuts({ create: onCreate, edit: onEdit })
 */
export function usePageShortcuts(shortcuts: PageShortcuts): void {
  const ref = useRef(shortcuts);
  useEffect(() => {
    ref.current = shortcuts;
  });
  useEffect(() => {
    published.push(ref);
    return () => {
      const at = published.indexOf(ref);
      if (at !== -1) published.splice(at, 1);
    };
  }, []);
}

/** The most recently mounted publisher's action of that name, if any. */
export function pageShortcut(name: PageShortcutName): (() => void) | undefined {
  for (let index = published.length - 1; index >= 0; index -= 1) {
    const action = published[index].current[name];
    if (action) return action;
  }
  return undefined;
}
