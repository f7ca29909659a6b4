/**
 * One plan item each: add a missing item, set the properties that differ, remove an item Portico
 * no longer renders. Each command carries its undo, known before it is sent.
 */
import type { DesiredItem } from './desiredItems';
import { itemLabel } from './itemLabels';
import { type CatalogueMenu, SECRET_PROPERTIES } from './menuCatalogue';
import type { PlanCommand, PlanItem, PropertyChange } from './planTypes';
import type { RouterRow } from './readRunningConfig';
import { sameValue } from './valueComparison';

const HIDDEN = '••••';
const NOT_WRITABLE = new Set(['.id', 'dynamic', 'default-name']);

const secretsIn = (values: Record<string, string>) => Object.keys(values).filter((name) => SECRET_PROPERTIES.has(name));

function change(property: string, before: string | undefined, after: string | undefined): PropertyChange {
  if (!SECRET_PROPERTIES.has(property)) return { property, before: before ?? null, after: after ?? null };
  return { property, before: before ? HIDDEN : null, after: after ? HIDDEN : null, secret: true };
}

function command(path: string, attributes: Record<string, string>, undo: PlanCommand['undo']): PlanCommand {
  const secrets = secretsIn(attributes);
  return { path, attributes, ...(secrets.length > 0 ? { secrets } : {}), undo };
}

/** The values the generated entry wants, including those it implies (enabled, cleared lists). */
function wantedValues(menu: CatalogueMenu, item: DesiredItem): Record<string, string> {
  const wanted = { ...item.properties };
  if (menu.properties.includes('disabled') && !('disabled' in wanted) && !item.setOnly) wanted.disabled = 'no';
  for (const name of menu.clearable ?? []) if (!(name in wanted)) wanted[name] = '';
  return wanted;
}

/** A set item for the properties that differ, or null when the router already agrees. */
export function setItem(menu: CatalogueMenu, item: DesiredItem, row: RouterRow): PlanItem | null {
  const wanted = wantedValues(menu, item);
  const differing = Object.keys(wanted).filter((name) => !sameValue(name, row[name], wanted[name]));
  if (differing.length === 0) return null;
  const target: Record<string, string> = menu.singleton ? {} : { '.id': row['.id'] };
  const after = Object.fromEntries(differing.map((name) => [name, wanted[name]]));
  const before = Object.fromEntries(differing.map((name) => [name, row[name] ?? '']));
  const undo = command(`${menu.menu}/set`, { ...target, ...before }, null);
  return {
    section: menu.menu,
    action: 'set',
    key: item.key,
    label: itemLabel(menu.menu, { ...row, ...wanted }, item.key),
    routerId: row['.id'] ?? null,
    changes: differing.map((name) => change(name, row[name], wanted[name])),
    commands: [command(`${menu.menu}/set`, { ...target, ...after }, undo)],
  };
}

/** An add item; `placeBefore` is the `.id` of the next managed rule for ordered menus. */
export function addItem(menu: CatalogueMenu, item: DesiredItem, placeBefore: string | null): PlanItem {
  const attributes = { ...item.addProperties, ...(placeBefore ? { 'place-before': placeBefore } : {}) };
  const commands = [command(`${menu.menu}/add`, attributes, 'remove-added')];
  if (item.deferred) {
    const name = item.addProperties.name;
    const undo = Object.fromEntries(Object.keys(item.deferred).map((key) => [key, item.addProperties[key] ?? '']));
    commands.push(
      command(
        `${menu.menu}/set`,
        { '.id': name, ...item.deferred },
        command(`${menu.menu}/set`, { '.id': name, ...undo }, null),
      ),
    );
  }
  return {
    section: menu.menu,
    action: 'add',
    key: item.key,
    label: itemLabel(menu.menu, item.properties, item.key),
    routerId: null,
    changes: Object.entries(item.properties).map(([name, value]) => change(name, undefined, value)),
    commands,
  };
}

/** A remove item; its undo adds the item back as it was (before `restoreBefore` in ordered menus). */
export function removeItem(menu: CatalogueMenu, key: string, row: RouterRow, restoreBefore: string | null): PlanItem {
  const restored = Object.fromEntries(Object.entries(row).filter(([name]) => !NOT_WRITABLE.has(name)));
  if (restoreBefore) restored['place-before'] = restoreBefore;
  return {
    section: menu.menu,
    action: 'remove',
    key,
    label: itemLabel(menu.menu, row, key),
    routerId: row['.id'],
    changes: Object.entries(row)
      .filter(([name]) => !NOT_WRITABLE.has(name))
      .map(([name, value]) => change(name, value, undefined)),
    commands: [command(`${menu.menu}/remove`, { '.id': row['.id'] }, command(`${menu.menu}/add`, restored, null))],
  };
}
