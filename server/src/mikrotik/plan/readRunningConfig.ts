/**
 * Reads, for a device, every menu the generated configuration touches, with `.proplist` (so the
 * router computes no slow or volatile values). Pure reading: nothing is written.
 */
import type { RouterOsClient } from '../../routeros/client';
import { RouterOsTrapError } from '../../routeros/errors';
import { CATALOGUE, proplistOf } from './menuCatalogue';

export type RouterRow = Record<string, string>;

/** Items per menu path; a singleton menu has one item without `.id`. */
export type RunningConfig = Record<string, RouterRow[]>;

/** The part of the client the planner needs. */
export type RouterPrinter = Pick<RouterOsClient, 'print'>;

/**
 * All menus in one round trip's time (tagged commands run concurrently on one connection).
 * @example const running = await readRunningConfig(client); running['/ip/pool'].length
 */
export async function readRunningConfig(client: RouterPrinter): Promise<RunningConfig> {
  // A router without the Wi-Fi package has no /interface/wifi menus: nothing there to compare.
  const read = (menu: string, proplist: string[]) =>
    client
      .print(menu, { proplist })
      .catch((error: unknown) =>
        error instanceof RouterOsTrapError && error.category === 0 ? [] : Promise.reject(error),
      );
  const rows = await Promise.all(CATALOGUE.map((entry) => read(entry.menu, proplistOf(entry))));
  return Object.fromEntries(CATALOGUE.map((entry, index) => [entry.menu, rows[index]]));
}
