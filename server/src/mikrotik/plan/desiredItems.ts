/**
 * The rendered configuration as items a plan can match with the router's: keyed by Portico's tag
 * (plus the name for Wi-Fi interfaces), with a later `set` on an added item folded into it (the
 * bridge is added with VLAN filtering off and switched on at the very end).
 */
import { apiProperties, type ConfigSection } from '../config/configEntries';
import { parsePorticoTag } from '../config/commentTags';
import { catalogueMenu } from './menuCatalogue';
import type { RouterRow } from './readRunningConfig';

export interface DesiredItem {
  menu: string;
  key: string;
  /** Final values (API text). */
  properties: Record<string, string>;
  /** Values sent by `add` (may differ from the final ones). */
  addProperties: Record<string, string>;
  /** Sent to the added item after every other command, by name. */
  deferred: Record<string, string> | null;
  /** Exists on the router already and is only ever set: a singleton, or a radio found by default-name. */
  setOnly: boolean;
  find?: { property: string; value: string };
}

const WIFI = '/interface/wifi';

/** The key of a tagged item the router runs (null when Portico does not manage it). */
export function runningKey(menu: string, row: RouterRow, radioKeys: ReadonlySet<string>): string | null {
  if (row.dynamic === 'true') return null;
  if (menu === WIFI && row['default-name']) {
    const key = `default-name=${row['default-name']}`;
    return radioKeys.has(key) ? key : null;
  }
  if (!parsePorticoTag(row.comment)) return null;
  return menu === WIFI ? `${row.comment}|${row.name ?? ''}` : (row.comment as string);
}

/** Items per menu, in the order the configuration lists them. */
export function desiredItems(sections: readonly ConfigSection[]): Map<string, DesiredItem[]> {
  const byMenu = new Map<string, DesiredItem[]>();
  for (const entry of sections.flatMap((section) => section.entries)) {
    const items = byMenu.get(entry.menu) ?? [];
    byMenu.set(entry.menu, items);
    const values = apiProperties(entry);
    if (entry.action === 'add') {
      const key = entry.menu === WIFI ? `${values.comment}|${values.name}` : values.comment;
      items.push({ menu: entry.menu, key, properties: values, addProperties: values, deferred: null, setOnly: false });
      continue;
    }
    const { find } = entry;
    const added = find && items.find((item) => !item.setOnly && item.addProperties[find.property] === find.value);
    if (added) {
      added.properties = { ...added.properties, ...values };
      added.deferred = { ...added.deferred, ...values };
    } else if (catalogueMenu(entry.menu).singleton) {
      const single = items[0];
      if (single) single.properties = { ...single.properties, ...values };
      else
        items.push({
          menu: entry.menu,
          key: entry.menu,
          properties: values,
          addProperties: {},
          deferred: null,
          setOnly: true,
        });
    } else if (find) {
      const key = `${find.property}=${find.value}`;
      items.push({ menu: entry.menu, key, properties: values, addProperties: {}, deferred: null, setOnly: true, find });
    }
  }
  return byMenu;
}
