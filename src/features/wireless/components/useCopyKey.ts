import { useCallback } from 'react';
import { useAppDispatch } from '../../../core/state/hooks';
import { wirelessToasts } from '../wirelessToasts';

/** Copies a key to the clipboard with a toast saying whether it worked. */
export function useCopyKey() {
  const dispatch = useAppDispatch();
  return useCallback(
    async (key: string) => {
      try {
        // Missing in insecure contexts; that is a copy failure like any other.
        if (!navigator.clipboard) throw new Error('Clipboard unavailable');
        await navigator.clipboard.writeText(key);
        dispatch(wirelessToasts.copied());
      } catch {
        dispatch(wirelessToasts.copyFailed());
      }
    },
    [dispatch],
  );
}
