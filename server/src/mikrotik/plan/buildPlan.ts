/**
 * Compares what Portico renders for a router with what it runs, entry by entry, for entries with
 * Portico's tag only (plus the identity, DNS settings and radios the configuration sets). Pure:
 * building a plan changes nothing anywhere.
 */
import type { ConfigSection } from '../config/configEntries';
import { desiredItems, runningKey } from './desiredItems';
import { CATALOGUE, type CatalogueMenu } from './menuCatalogue';
import { addItem, removeItem, setItem } from './planItems';
import type { PlanCommand, PlanItem, PlanSection, RouterPlan } from './planTypes';
import type { RouterRow, RunningConfig } from './readRunningConfig';

interface MenuComparison {
  removals: PlanItem[];
  changes: Array<{ item: PlanItem; deferred: boolean }>;
  notManaged: number;
  warnings: string[];
}

function compareMenu(menu: CatalogueMenu, desired: ReturnType<typeof desiredItems>, rows: RouterRow[]): MenuComparison {
  const wanted = desired.get(menu.menu) ?? [];
  const result: MenuComparison = { removals: [], changes: [], notManaged: 0, warnings: [] };
  if (menu.singleton) {
    const item = wanted[0] && setItem(menu, wanted[0], rows[0] ?? {});
    if (item) result.changes.push({ item, deferred: false });
    return result;
  }
  const radioKeys = new Set(wanted.filter((item) => item.find).map((item) => item.key));
  const managed = new Map<string, RouterRow>();
  const surplus: Array<[string, RouterRow]> = [];
  for (const row of rows) {
    const key = runningKey(menu.menu, row, radioKeys);
    if (key === null) result.notManaged += row.dynamic === 'true' ? 0 : 1;
    else if (managed.has(key)) surplus.push([key, row]);
    else managed.set(key, row);
  }
  const kept = new Set(wanted.map((item) => item.key));
  const doomed = [...[...managed].filter(([key]) => !kept.has(key)), ...surplus];
  const doomedIds = new Set(doomed.map(([, row]) => row['.id']));
  const nextSurvivor = (row: RouterRow) =>
    rows.slice(rows.indexOf(row) + 1).find((later) => !doomedIds.has(later['.id']))?.['.id'] ?? null;
  for (const [key, row] of doomed.reverse())
    result.removals.push(removeItem(menu, key, row, menu.ordered ? nextSurvivor(row) : null));

  wanted.forEach((item, index) => {
    const row = managed.get(item.key);
    if (row) {
      const set = setItem(menu, item, row);
      if (set) result.changes.push({ item: set, deferred: item.deferred !== null });
    } else if (item.setOnly) result.warnings.push(`${menu.title}: ${item.key} does not exist on the router.`);
    else {
      // New rules go before the next managed rule that stays, so that the order Portico renders holds.
      const before = menu.ordered
        ? (wanted
            .slice(index + 1)
            .map((later) => managed.get(later.key)?.['.id'])
            .find(Boolean) ?? null)
        : null;
      result.changes.push({ item: addItem(menu, item, before), deferred: false });
    }
  });
  return result;
}

/**
 * The plan: removals first (reverse dependency order), then sets and adds in dependency order,
 * then commands deferred to the end (switching VLAN filtering on).
 * @example const plan = buildPlan(configSections(input), await readRunningConfig(client)); plan.inSync
 */
export function buildPlan(intended: readonly ConfigSection[], running: RunningConfig): RouterPlan {
  const desired = desiredItems(intended);
  const compared = CATALOGUE.map((menu) => ({ menu, ...compareMenu(menu, desired, running[menu.menu] ?? []) }));
  const items: PlanItem[] = [];
  const steps: RouterPlan['steps'] = [];
  const deferredSteps: RouterPlan['steps'] = [];
  const push = (item: PlanItem, deferLast: boolean) => {
    const index = items.push(item) - 1;
    item.commands.forEach((command: PlanCommand, position) => {
      const late = deferLast || (item.action === 'add' && position > 0);
      (late ? deferredSteps : steps).push({ item: index, command });
    });
  };
  for (const menu of [...compared].reverse()) menu.removals.forEach((item) => push(item, false));
  for (const menu of compared) menu.changes.forEach(({ item, deferred }) => push(item, deferred));
  steps.push(...deferredSteps);

  const sections: PlanSection[] = compared.map(({ menu, notManaged }) => ({
    menu: menu.menu,
    title: menu.title,
    items: items.filter((item) => item.section === menu.menu).length,
    notManaged,
  }));
  return { items, steps, sections, warnings: compared.flatMap((menu) => menu.warnings), inSync: items.length === 0 };
}
