/**
 * A device's plan as the API answers it: the rendered configuration compared with the router's
 * running one, read over the device's own connection settings. Reads only.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { sites, type DeviceRow } from '../../db/schema';
import { conflict } from '../../http/httpErrors';
import { RouterOsError } from '../../routeros/errors';
import type { ConfigSection } from '../config/configEntries';
import { configSections } from '../config/renderDeviceConfig';
import { ConfigInputError } from '../config/validateConfigInput';
import { NO_SITE } from '../deviceConfig';
import { loadConfigInput } from '../deviceConfigInput';
import { assertReachable, connectToDevice, routerFailure } from '../deviceSync';
import type { MikrotikSettings } from '../mikrotikSettings';
import { buildPlan } from './buildPlan';
import { describeCommand } from './describeCommand';
import type { RouterPlan } from './planTypes';
import { readRunningConfig } from './readRunningConfig';

/** What Portico renders for the device, as entries; 409 when it has no site or the data is inconsistent. */
export async function intendedSections(db: Database, device: DeviceRow): Promise<ConfigSection[]> {
  if (device.siteId === null) throw conflict(NO_SITE);
  const [site] = await db.select().from(sites).where(eq(sites.id, device.siteId));
  if (!site) throw conflict(NO_SITE);
  try {
    return configSections(await loadConfigInput(db, device, site));
  } catch (error) {
    if (error instanceof ConfigInputError)
      throw conflict(`The configuration cannot be generated: ${error.problems.join('; ')}.`);
    throw error;
  }
}

/** The API shape: snake_case, commands as text with secrets as "••••", no internal undo data. */
export function toApiPlan(plan: RouterPlan, now: Date) {
  return {
    in_sync: plan.inSync,
    planned_at: now.toISOString(),
    command_count: plan.steps.length,
    items: plan.items.map((item) => ({
      section: item.section,
      action: item.action,
      key: item.key,
      label: item.label,
      router_id: item.routerId,
      changes: item.changes.map((change) => ({ ...change, secret: change.secret ?? false })),
      commands: item.commands.map(describeCommand),
    })),
    sections: plan.sections.map((section) => ({
      menu: section.menu,
      title: section.title,
      items: section.items,
      not_managed: section.notManaged,
    })),
    warnings: plan.warnings,
  };
}

/**
 * GET {id}/plan/: 409 for a device without a site, unconfigured or disabled; 502/504 when the
 * router fails or times out. Sends only print commands.
 */
export async function planDevice(db: Database, device: DeviceRow, settings: MikrotikSettings, now = new Date()) {
  const intended = await intendedSections(db, device);
  assertReachable(device, 'planning');
  try {
    const client = await connectToDevice(device, settings);
    try {
      return toApiPlan(buildPlan(intended, await readRunningConfig(client)), now);
    } finally {
      await client.close();
    }
  } catch (error) {
    if (error instanceof RouterOsError) throw routerFailure(error, 'Plan');
    throw error;
  }
}
