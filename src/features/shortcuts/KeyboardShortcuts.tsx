import { useCallback, useMemo, useState } from 'react';
import { useAppSelector } from '../../core/state/hooks';
import { selectIsSuperuser } from '../../core/session/sessionSlice';
import { shortcutsFor } from './keymap';
import { ShortcutsHelpDialog } from './ShortcutsHelpDialog';
import { useShortcuts } from './useShortcuts';

/** The keyboard shortcuts of the signed-in shell and their `?` help. */
export default function KeyboardShortcuts() {
  const isSuperuser = useAppSelector(selectIsSuperuser);
  const shortcuts = useMemo(() => shortcutsFor(isSuperuser), [isSuperuser]);
  const [helpOpen, setHelpOpen] = useState(false);
  const toggleHelp = useCallback(() => setHelpOpen((open) => !open), []);
  const closeHelp = useCallback(() => setHelpOpen(false), []);
  useShortcuts(shortcuts, toggleHelp, helpOpen);
  return <ShortcutsHelpDialog open={helpOpen} onClose={closeHelp} shortcuts={shortcuts} />;
}
