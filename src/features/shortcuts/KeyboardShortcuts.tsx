import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useAppSelector } from '../../core/state/hooks';
import { selectIsSuperuser } from '../../core/session/sessionSlice';
import { shortcutsFor } from './keymap';
import { useShortcuts } from './useShortcuts';

// Fetched on the first `?`: every signed-in page loads the shell, and few of them ever open the help.
const ShortcutsHelpDialog = lazy(() =>
  import(/* webpackChunkName: "shortcuts-help" */ './ShortcutsHelpDialog').then((module) => ({
    default: module.ShortcutsHelpDialog,
  })),
);

/** The keyboard shortcuts of the signed-in shell and their `?` help. */
export default function KeyboardShortcuts() {
  const isSuperuser = useAppSelector(selectIsSuperuser);
  const shortcuts = useMemo(() => shortcutsFor(isSuperuser), [isSuperuser]);
  const [helpOpen, setHelpOpen] = useState(false);
  const [helpOpened, setHelpOpened] = useState(false);
  const toggleHelp = useCallback(() => {
    setHelpOpened(true);
    setHelpOpen((open) => !open);
  }, []);
  const closeHelp = useCallback(() => setHelpOpen(false), []);
  useShortcuts(shortcuts, toggleHelp, helpOpen);
  if (!helpOpened) return null;
  return (
    <Suspense fallback={null}>
      <ShortcutsHelpDialog open={helpOpen} onClose={closeHelp} shortcuts={shortcuts} />
    </Suspense>
  );
}
