import { useCallback } from 'react';
import { downloadFile } from '../../../core/browser';
import { useAppDispatch } from '../../../core/state/hooks';
import { configFileName } from '../deviceDisplay';
import { deviceToasts } from '../deviceToasts';
import type { Device } from '../deviceTypes';

/** Copy and Download of a generated configuration, with their toasts (requirements §2.6, §8). */
export function useConfigActions(config: string | undefined, device: Device | undefined) {
  const dispatch = useAppDispatch();

  const copy = useCallback(async () => {
    if (config === undefined) return;
    try {
      // Missing in insecure contexts; that is a copy failure like any other.
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(config);
      dispatch(deviceToasts.configCopied());
    } catch {
      dispatch(deviceToasts.copyFailed());
    }
  }, [config, dispatch]);

  const download = useCallback(() => {
    if (config === undefined) return;
    downloadFile(configFileName(device), config, 'text/plain');
    dispatch(deviceToasts.configDownloaded());
  }, [config, device, dispatch]);

  return { copy, download, ready: config !== undefined };
}
