/**
 * The shape of a plan: what differs between the configuration Portico renders for a router and
 * what the router runs, as items grouped by menu, each with the API commands that fix it.
 */

/** One API sentence, e.g. `/ip/address/set =.id=*7 =interface=vlan102`. */
export interface PlanCommand {
  /** Command path, e.g. '/ip/address/add'. */
  path: string;
  /** `=name=value` attributes in order. */
  attributes: Record<string, string>;
  /** Attributes holding secrets: shown as "••••", never logged. */
  secrets?: readonly string[];
  /**
   * How to take it back: a command known now (set → old values, remove → add the old item), or
   * 'remove-added' for an add (the new `.id` is known only from the router's answer).
   */
  undo: PlanCommand | 'remove-added' | null;
}

export type PlanAction = 'add' | 'set' | 'remove';

/** A property that differs; secrets show "••••" on both sides (null when absent). */
export interface PropertyChange {
  property: string;
  before: string | null;
  after: string | null;
  secret?: boolean;
}

export interface PlanItem {
  /** Menu path, e.g. '/ip/address'; items of one menu form a section. */
  section: string;
  action: PlanAction;
  /** What identifies the item across reads: its Portico tag (plus name for Wi-Fi interfaces), or the menu for singletons. */
  key: string;
  /** For people: a name, an address, a chain and action… */
  label: string;
  /** The router's `.id` of the item changed or removed; null for adds and singletons. */
  routerId: string | null;
  /** add: every property (before null); set: the differing ones; remove: every property (after null). */
  changes: PropertyChange[];
  /** This item's commands in the order they run (a deferred one may run after later items). */
  commands: PlanCommand[];
}

export interface PlanSection {
  menu: string;
  title: string;
  /** Items of the plan in this menu. */
  items: number;
  /** Entries on the router in this menu without Portico's tag: never changed, only counted. */
  notManaged: number;
}

export interface RouterPlan {
  /** In execution order: removals (reverse dependency order) first, then sets and adds. */
  items: PlanItem[];
  /** Every command in the order the executor sends it, with the index of its item. */
  steps: Array<{ item: number; command: PlanCommand }>;
  /** Every menu of the catalogue, in dependency order. */
  sections: PlanSection[];
  /** Things the plan cannot fix (a radio the router lacks…). */
  warnings: string[];
  /** No items: the router runs what Portico renders. */
  inSync: boolean;
}
