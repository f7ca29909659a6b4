/**
 * In-memory router configuration behind the simulator: singleton menus and lists of items with
 * RouterOS internal ids (`*1`, `*2`… in hex, never reused).
 */
import { MENU_SPECS, type MenuSpec } from './menuSpecs';
import type { Row, RouterSeed } from './seedData';

/** A failure the simulator reports as `!trap` (category per the API manual; null sends none). */
export class SimulatorTrap extends Error {
  constructor(
    message: string,
    readonly category: number | null,
  ) {
    super(message);
  }
}

const BOOLEAN_WORDS: Record<string, string> = { yes: 'true', no: 'false', true: 'true', false: 'false' };

export class MenuStore {
  private readonly singletons: Map<string, Row>;
  private readonly lists = new Map<string, Row[]>();
  private nextId = 1;

  constructor(seed: RouterSeed) {
    this.singletons = new Map(Object.entries(seed.singletons).map(([menu, row]) => [menu, { ...row }]));
    for (const [menu, rows] of Object.entries(seed.lists)) {
      this.lists.set(
        menu,
        rows.map((row) => ({ '.id': this.allocateId(), ...row })),
      );
    }
  }

  /** The menu's spec, or null when the simulator does not know the menu. */
  spec(menu: string): MenuSpec | null {
    return MENU_SPECS[menu] ?? null;
  }

  /** Copies of the items of a menu (a singleton yields one item without `.id`). */
  rows(menu: string): Row[] {
    const single = this.singletons.get(menu);
    if (single) return [{ ...single }];
    return (this.lists.get(menu) ?? []).map((row) => ({ ...row }));
  }

  /** Adds an item and returns its new `.id`. */
  add(menu: string, attributes: Row): string {
    const spec = this.requireSpec(menu);
    this.rejectReadOnly(spec, attributes);
    const missing = (spec.required ?? []).find((name) => !attributes[name]);
    if (missing) throw new SimulatorTrap(`failure: ${missing} not specified`, 1);
    const rows = this.lists.get(menu) ?? [];
    if (spec.unique && rows.some((row) => row[spec.unique as string] === attributes[spec.unique as string])) {
      throw new SimulatorTrap(`failure: already have such ${spec.unique}`, 1);
    }
    const row: Row = { '.id': this.allocateId(), ...spec.defaults, ...this.normalise({}, attributes) };
    this.lists.set(menu, [...rows, row]);
    return row['.id'];
  }

  /** Updates a singleton, or the items named by `=.id=` (ids or names, comma separated). */
  set(menu: string, attributes: Row): void {
    const spec = this.requireSpec(menu);
    const { '.id': ids, ...changes } = attributes;
    this.rejectReadOnly(spec, changes);
    const single = this.singletons.get(menu);
    if (single) {
      Object.assign(single, this.normalise(single, changes));
      return;
    }
    for (const row of this.findRows(menu, spec, ids)) Object.assign(row, this.normalise(row, changes));
  }

  /** Removes the items named by `=.id=`. */
  remove(menu: string, ids: string | undefined): void {
    const spec = this.requireSpec(menu);
    const doomed = new Set(this.findRows(menu, spec, ids));
    this.lists.set(
      menu,
      (this.lists.get(menu) ?? []).filter((row) => !doomed.has(row)),
    );
  }

  /** Test hook: changes read-only state (e.g. an interface going down) the way the router would. */
  patch(menu: string, match: (row: Row) => boolean, changes: Row): number {
    const rows = this.singletons.has(menu)
      ? [this.singletons.get(menu) as Row]
      : (this.lists.get(menu) ?? []).filter(match);
    rows.forEach((row) => Object.assign(row, changes));
    return rows.length;
  }

  private requireSpec(menu: string): MenuSpec {
    const spec = this.spec(menu);
    if (!spec) throw new SimulatorTrap('no such command prefix', 0);
    return spec;
  }

  private rejectReadOnly(spec: MenuSpec, attributes: Row): void {
    const readOnly = Object.keys(attributes).find((name) => spec.readOnly?.includes(name));
    if (readOnly) throw new SimulatorTrap(`unknown parameter ${readOnly}`, 1);
  }

  private findRows(menu: string, spec: MenuSpec, ids: string | undefined): Row[] {
    if (!ids) throw new SimulatorTrap('no such item', 0);
    const rows = this.lists.get(menu) ?? [];
    return ids.split(',').map((id) => {
      const row = rows.find(
        (candidate) => candidate['.id'] === id || (spec.unique !== undefined && candidate[spec.unique] === id),
      );
      if (!row) throw new SimulatorTrap('no such item', 0);
      return row;
    });
  }

  /** Flags accept yes/no like the router and are stored as the API prints them (true/false). */
  private normalise(current: Row, changes: Row): Row {
    const out: Row = {};
    for (const [name, value] of Object.entries(changes)) {
      const isFlag = current[name] === 'true' || current[name] === 'false' || name === 'disabled';
      out[name] = isFlag && value in BOOLEAN_WORDS ? BOOLEAN_WORDS[value] : value;
    }
    return out;
  }

  private allocateId(): string {
    return `*${(this.nextId++).toString(16).toUpperCase()}`;
  }
}
