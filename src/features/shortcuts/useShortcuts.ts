import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { pageShortcut } from '../../components/pageShortcuts';
import { resolveKey, SEQUENCE_TIMEOUT_MS, type Shortcut } from './keymap';
import { ignoresShortcuts } from './typingGuard';

/**
 * Listens for the keymap's keys on the window and runs them: `?` calls `onHelp`, `g` + letter navigates,
 * the rest run what the current page offers (components/pageShortcuts). Mounted once, in the shell.
 */
export function useShortcuts(shortcuts: readonly Shortcut[], onHelp: () => void, helpOpen: boolean): void {
  const navigate = useNavigate();
  const pending = useRef<{ keys: readonly string[]; at: number }>({ keys: [], at: 0 });
  const latest = useRef({ shortcuts, onHelp, helpOpen, navigate });
  useEffect(() => {
    latest.current = { shortcuts, onHelp, helpOpen, navigate };
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const { shortcuts: keymap, onHelp: help, helpOpen: open, navigate: go } = latest.current;
      // With the help open only `?` is ours (it closes it again); Escape is the dialog's.
      if (ignoresShortcuts(event, open) || (open && event.key !== '?')) return;
      const waiting = Date.now() - pending.current.at <= SEQUENCE_TIMEOUT_MS ? pending.current.keys : [];
      const result = resolveKey(keymap, waiting, event.key);
      pending.current = result.kind === 'wait' ? { keys: result.pending, at: Date.now() } : { keys: [], at: 0 };
      if (result.kind !== 'run') return;
      const { action } = result.shortcut;
      if (action.type === 'help') help();
      else if (action.type === 'go') go(action.path);
      else {
        const run = pageShortcut(action.name);
        if (!run) return;
        run();
      }
      // `/` would otherwise type itself into the search field it just focused.
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
