import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { sites, type DeviceRow } from '../db/schema';
import { conflict } from '../http/httpErrors';
import { renderDeviceConfig } from './config/renderDeviceConfig';
import { ConfigInputError } from './config/validateConfigInput';
import { loadConfigInput } from './deviceConfigInput';

export const NO_SITE = 'Device has no site: assign a site before generating its configuration.';

/** GET {id}/config/: the rendered script for the device's site, or a 409 saying what is missing. */
export async function deviceConfiguration(db: Database, device: DeviceRow, now = new Date()) {
  if (device.siteId === null) throw conflict(NO_SITE);
  const [site] = await db.select().from(sites).where(eq(sites.id, device.siteId));
  if (!site) throw conflict(NO_SITE);
  const input = await loadConfigInput(db, device, site);
  try {
    const rendered = renderDeviceConfig(input, { generatedAt: now });
    return {
      config: rendered.config,
      device_name: input.device.identity,
      template_name: rendered.template_name,
      generated_at: rendered.generated_at ?? now.toISOString(),
    };
  } catch (error) {
    if (error instanceof ConfigInputError)
      throw conflict(`The configuration cannot be generated: ${error.problems.join('; ')}.`);
    throw error;
  }
}
