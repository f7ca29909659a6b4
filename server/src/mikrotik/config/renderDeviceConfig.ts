/**
 * Renders the RouterOS script (.rsc) for a building gateway from the site template. Pure and
 * deterministic: the same input (in any row order) gives byte-identical output; the time is an
 * input, never read from the clock.
 */
import { type ConfigSection, printSection } from './configEntries';
import { buildRenderContext, type RenderContext } from './renderContext';
import { bridgeSection, enableVlanFilteringSection, identitySection } from './sections/bridgeSections';
import { addressSection, dhcpSection, routerDnsSection, vlanInterfaceSection } from './sections/networkSections';
import { natSection, queueSection } from './sections/trafficSections';
import { wirelessSection } from './sections/wirelessSection';
import type { DeviceConfigInput, RenderedConfig, RenderOptions } from './types';
import { ConfigInputError, validateConfigInput } from './validateConfigInput';

/** Name reported as template_name; bump the version when the output changes meaning. */
export const CONFIG_TEMPLATE_NAME = 'portico-mdu-gateway-v7';

/** The template: sections in the order the router must apply them (VLAN filtering last). */
const TEMPLATE_SECTIONS: ReadonlyArray<(ctx: RenderContext) => ConfigSection[]> = [
  identitySection,
  bridgeSection,
  vlanInterfaceSection,
  addressSection,
  dhcpSection,
  routerDnsSection,
  queueSection,
  natSection,
  wirelessSection,
  enableVlanFilteringSection,
];

// Names stay out of the header: free text in a comment could carry a '?' that triggers console
// help when the script is pasted; the identity appears, escaped, in its own line below.
function header(ctx: RenderContext, generatedAt: string | undefined): string[] {
  return [
    `# Portico configuration for device ${ctx.device.id} (site ${ctx.site.id}), template ${CONFIG_TEMPLATE_NAME}`,
    ...(generatedAt ? [`# Generated ${generatedAt}`] : []),
    '# For RouterOS 7.13 or later, applied to a router without default configuration.',
    '# Every managed entry carries a comment "portico:<kind>[:<id>]".',
  ];
}

function validatedContext(input: DeviceConfigInput): RenderContext {
  const problems = validateConfigInput(input);
  if (problems.length > 0) throw new ConfigInputError(problems);
  return buildRenderContext(input);
}

/**
 * The configuration as structured entries, sections in the order the router must apply them (the
 * script is printed from exactly these). Throws ConfigInputError like renderDeviceConfig.
 * @example configSections(input).find((s) => s.menu === '/ip/pool')?.entries.length
 */
export function configSections(input: DeviceConfigInput): ConfigSection[] {
  const ctx = validatedContext(input);
  return TEMPLATE_SECTIONS.flatMap((section) => section(ctx));
}

/**
 * Renders the configuration. Throws ConfigInputError listing every problem when the input is
 * inconsistent (e.g. a VLAN outside the site's range).
 * @example
 * const { config, template_name } = renderDeviceConfig(input, { generatedAt: new Date() });
 */
export function renderDeviceConfig(input: DeviceConfigInput, options: RenderOptions = {}): RenderedConfig {
  const ctx = validatedContext(input);
  const generatedAt = options.generatedAt?.toISOString();
  const sections = TEMPLATE_SECTIONS.flatMap((section) => section(ctx));
  const lines = [...header(ctx, generatedAt), ...sections.flatMap(printSection)];
  return {
    config: `${lines.join('\n')}\n`,
    template_name: CONFIG_TEMPLATE_NAME,
    ...(generatedAt ? { generated_at: generatedAt } : {}),
  };
}
