/**
 * An outlet's switch_port reads "<switch> <port>" (server/src/mikrotik/outletPorts.ts): the router
 * whose identity (or reported system identity) is <switch>, case-insensitively, and its interface.
 * @example parseSwitchPort('gw-nordlys ether5') // { switchName: 'gw-nordlys', port: 'ether5' }
 */
export interface OutletPort {
  switchName: string;
  port: string;
}

export function parseSwitchPort(value: string | null | undefined): OutletPort | null {
  const match = value?.trim().match(/^(\S+)\s+(\S+)$/);
  return match ? { switchName: match[1], port: match[2] } : null;
}

interface NamedRouter {
  id: number;
  identity: string | null;
  system_identity: string | null;
}

/** The router an outlet is patched to, as the sync matches it, or undefined. */
export function routerOfPort<T extends NamedRouter>(switchPort: string | null | undefined, routers: readonly T[]) {
  const parsed = parseSwitchPort(switchPort);
  if (!parsed) return undefined;
  const name = parsed.switchName.toLowerCase();
  return routers.find((router) =>
    [router.identity, router.system_identity].some((identity) => identity?.toLowerCase() === name),
  );
}
