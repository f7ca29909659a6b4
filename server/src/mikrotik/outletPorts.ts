/**
 * Outlets name the switch port they are patched to as "<switch> <port>" (e.g. "gw-nordlys ether5",
 * see the outlet routes). An outlet belongs to a router when <switch> is the router's identity or
 * the identity it reported (case-insensitive) and <port> is one of its interfaces.
 */
export interface OutletPort {
  switchName: string;
  port: string;
}

export function parseSwitchPort(value: string | null): OutletPort | null {
  const match = value?.trim().match(/^(\S+)\s+(\S+)$/);
  return match ? { switchName: match[1], port: match[2] } : null;
}

/** The names an outlet may use for this router. */
export function deviceNames(device: { identity: string | null; systemIdentity: string | null }): Set<string> {
  return new Set(
    [device.identity, device.systemIdentity]
      .filter((name): name is string => Boolean(name))
      .map((name) => name.toLowerCase()),
  );
}

/** The port of the device an outlet's switch_port names, or null when it names another switch. */
export function devicePortOf(switchPort: string | null, names: Set<string>): string | null {
  const parsed = parseSwitchPort(switchPort);
  return parsed && names.has(parsed.switchName.toLowerCase()) ? parsed.port : null;
}
