/**
 * The generated configuration as structured entries: what the planner compares with a router, and
 * what the .rsc script is printed from (so both always say the same).
 */
import { type RscProperty, rscAdd, rscBlock, rscSet } from './rsc';

export interface ConfigEntry {
  /** API menu path, e.g. '/interface/bridge/port'. */
  menu: string;
  /** 'add' creates an item Portico owns; 'set' changes one that exists already (singleton, radio, or an item added before). */
  action: 'add' | 'set';
  /** For a set on a list menu: the property that finds the item (`[find default-name=wifi1]`). */
  find?: { property: string; value: string };
  /** In script order; undefined values are left out. */
  properties: Record<string, RscProperty>;
  /** Properties holding secrets (Wi-Fi passphrases): never shown, only whether they change. */
  secrets?: readonly string[];
}

export interface ConfigSection {
  menu: string;
  /** A `#` line printed above the block. */
  note?: string;
  entries: ConfigEntry[];
}

/**
 * The script path of an API menu.
 * @example scriptPath('/ip/dhcp-server/network') // '/ip dhcp-server network'
 */
export function scriptPath(menu: string): string {
  return `/${menu.slice(1).replaceAll('/', ' ')}`;
}

/** A section's block of script lines (nothing for an empty section). */
export function printSection(section: ConfigSection): string[] {
  const lines = section.entries.map((entry) =>
    entry.action === 'add'
      ? rscAdd(entry.properties)
      : rscSet(entry.find ? `[find ${entry.find.property}=${entry.find.value}]` : null, entry.properties),
  );
  return rscBlock(scriptPath(section.menu), lines, section.note);
}

/** An entry's value as the API takes it (quoted free text is plain text on the API). */
export function apiValue(value: RscProperty): string | undefined {
  if (value === undefined || value === null) return undefined;
  return typeof value === 'object' ? value.quoted : String(value);
}

/** An entry's properties as API attributes, in order, without the omitted ones. */
export function apiProperties(entry: ConfigEntry): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(entry.properties)) {
    const text = apiValue(value);
    if (text !== undefined) out[name] = text;
  }
  return out;
}
