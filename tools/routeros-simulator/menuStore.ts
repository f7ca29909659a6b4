/**
 * In-memory router configuration behind the simulator: singleton menus and lists of items with
 * RouterOS internal ids (`*1`, `*2`… in hex, never reused). Writes are checked the way RouterOS
 * checks them (unknown and read-only properties, duplicates, references to missing items).
 */
import { INTERFACE_MENUS, MENU_SPECS, type MenuSpec, type Reference } from './menuSpecs';
import type { Row, RouterSeed } from './seedData';
import { canonicalValues } from './valueFormats';

/** A failure the simulator reports as `!trap` (category per the API manual; null sends none). */
export class SimulatorTrap extends Error {
  constructor(
    message: string,
    readonly category: number | null,
  ) {
    super(message);
  }
}

const idNumber = (row: Row) => parseInt(row['.id'].slice(1), 16);

export class MenuStore {
  private readonly singletons: Map<string, Row>;
  private readonly lists = new Map<string, Row[]>();
  private readonly printCounts = new Map<string, number>();
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
    return this.liveRows(menu).map((row) => ({ ...row, ...this.viewExtras(menu, row) }));
  }

  /** Items as a print shows them: with router-computed values (counters grow per print). */
  printRows(menu: string): Row[] {
    const count = (this.printCounts.get(menu) ?? 0) + 1;
    this.printCounts.set(menu, count);
    const spec = this.spec(menu);
    return this.rows(menu).map((row) => ({ ...row, ...spec?.computed?.(row, count) }));
  }

  /** Adds an item and returns its new `.id`. */
  add(menu: string, attributes: Row): string {
    const spec = this.requireSpec(menu);
    const { 'place-before': placeBefore, ...values } = attributes;
    this.rejectUnknown(spec, values);
    const missing = (spec.required ?? []).find((name) => !values[name]);
    if (missing) throw new SimulatorTrap(`failure: ${missing} not specified`, 1);
    const row: Row = { '.id': this.allocateId(), ...spec.defaults, ...canonicalValues(spec, values) };
    this.checkUnique(menu, spec, row);
    this.checkReferences(spec, row);
    const rows = this.lists.get(menu) ?? [];
    if (placeBefore !== undefined) {
      if (!spec.ordered) throw new SimulatorTrap('unknown parameter place-before', 1);
      const at = rows.findIndex((candidate) => candidate['.id'] === placeBefore);
      if (at === -1) throw new SimulatorTrap('no such item', 0);
      rows.splice(at, 0, row);
    } else rows.push(row);
    this.lists.set(menu, rows);
    return row['.id'];
  }

  /** Updates a singleton, or the items named by `=.id=` (ids or names, comma separated). */
  set(menu: string, attributes: Row): void {
    const spec = this.requireSpec(menu);
    const { '.id': ids, ...changes } = attributes;
    this.rejectUnknown(spec, changes);
    const single = this.singletons.get(menu);
    if (single) {
      Object.assign(single, canonicalValues(spec, changes));
      return;
    }
    const canonical = canonicalValues(spec, changes);
    for (const { row, spec: ownSpec, menu: ownMenu } of this.findRows(menu, spec, ids)) {
      const next = { ...row, ...canonical };
      this.checkUnique(ownMenu, ownSpec, next);
      this.checkReferences(ownSpec, canonical);
      Object.assign(row, canonical);
    }
  }

  /** Removes the items named by `=.id=`. */
  remove(menu: string, ids: string | undefined): void {
    const spec = this.requireSpec(menu);
    const doomed = this.findRows(menu, spec, ids);
    if (doomed.some(({ row }) => row['default-name'] !== undefined))
      throw new SimulatorTrap('failure: can not remove physical interface', 1);
    for (const { row, menu: ownMenu } of doomed) {
      this.lists.set(
        ownMenu,
        (this.lists.get(ownMenu) ?? []).filter((candidate) => candidate !== row),
      );
    }
  }

  /** Test hook: changes any state (e.g. an interface going down, a hand edit) the way the router would. */
  patch(menu: string, match: (row: Row) => boolean, changes: Row): number {
    const rows = this.singletons.has(menu)
      ? [this.singletons.get(menu) as Row]
      : this.liveRows(menu).filter((row) => match({ ...row, ...this.viewExtras(menu, row) }));
    rows.forEach((row) => Object.assign(row, changes));
    return rows.length;
  }

  /** Test hook: deletes items without any check, like a hand edit on the router. */
  delete(menu: string, match: (row: Row) => boolean): number {
    const rows = this.lists.get(menu) ?? [];
    const kept = rows.filter((row) => !match(row));
    this.lists.set(menu, kept);
    return rows.length - kept.length;
  }

  /** Items of a menu (for `/interface`, of every interface menu, in id order); the stored objects. */
  private liveRows(menu: string): Row[] {
    if (menu !== '/interface') return this.lists.get(menu) ?? [];
    return INTERFACE_MENUS.flatMap((name) => this.lists.get(name) ?? []).sort((a, b) => idNumber(a) - idNumber(b));
  }

  /** `/interface` shows each item's type (stored only on physical interfaces). */
  private viewExtras(menu: string, row: Row): Row {
    if (menu !== '/interface' || row.type !== undefined) return {};
    const owner = INTERFACE_MENUS.find((name) => this.lists.get(name)?.includes(row));
    return { type: (owner && MENU_SPECS[owner].interfaceType) ?? 'ether' };
  }

  private requireSpec(menu: string): MenuSpec {
    const spec = this.spec(menu);
    if (!spec) throw new SimulatorTrap('no such command prefix', 0);
    return spec;
  }

  private rejectUnknown(spec: MenuSpec, attributes: Row): void {
    const unknown = Object.keys(attributes).find(
      (name) => spec.readOnly?.includes(name) || (spec.properties !== undefined && !spec.properties.includes(name)),
    );
    if (unknown) throw new SimulatorTrap(`unknown parameter ${unknown}`, 1);
  }

  private checkUnique(menu: string, spec: MenuSpec, row: Row): void {
    const key = spec.unique;
    if (!key || row[key] === undefined) return;
    const namespace =
      spec.interfaceType !== undefined || menu === '/interface' ? this.liveRows('/interface') : this.liveRows(menu);
    if (namespace.some((other) => other['.id'] !== row['.id'] && other[key] === row[key]))
      throw new SimulatorTrap(spec.duplicateMessage ?? 'failure: already have such entry', 1);
  }

  /** An item may only name interfaces, bridges, pools… that exist (RouterOS resolves names to ids). */
  private checkReferences(spec: MenuSpec, values: Row): void {
    for (const [name, reference] of Object.entries(spec.references ?? {})) {
      const value = values[name];
      if (value === undefined || value === '') continue;
      const names = isList(reference) ? value.split(',') : [value];
      for (const wanted of names) {
        if (!this.resolves(reference, wanted)) throw new SimulatorTrap(`input does not match any value of ${name}`, 1);
      }
    }
  }

  private resolves(reference: Reference, wanted: string): boolean {
    if (reference.also?.includes(wanted)) return true;
    const rows = reference.kind === 'interface' ? this.liveRows('/interface') : this.liveRows(reference.menu);
    return rows.some((row) => row.name === wanted);
  }

  private findRows(menu: string, spec: MenuSpec, ids: string | undefined) {
    if (!ids) throw new SimulatorTrap('no such item', 0);
    const rows = this.liveRows(menu);
    return ids.split(',').map((id) => {
      const row = rows.find(
        (candidate) => candidate['.id'] === id || (spec.unique !== undefined && candidate[spec.unique] === id),
      );
      if (!row) throw new SimulatorTrap('no such item', 0);
      const ownMenu = menu === '/interface' ? this.ownerOf(row) : menu;
      return { row, menu: ownMenu, spec: MENU_SPECS[ownMenu] ?? spec };
    });
  }

  private ownerOf(row: Row): string {
    return INTERFACE_MENUS.find((name) => this.lists.get(name)?.includes(row)) ?? '/interface';
  }

  private allocateId(): string {
    return `*${(this.nextId++).toString(16).toUpperCase()}`;
  }
}

const isList = (reference: Reference) => reference.kind === 'interface' && reference.list === true;
