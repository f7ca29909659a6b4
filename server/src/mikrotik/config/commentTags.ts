/**
 * Comment tags mark every entry the generated configuration manages, so a later sync can find
 * them with a query such as `?comment=portico:network:12` (the Splynx-style pattern).
 */

export type PorticoTagKind =
  | 'bridge'
  | 'port'
  | 'trunk'
  | 'network'
  | 'external-ip'
  | 'masquerade'
  | 'dns-guard'
  | 'wireless'
  | 'wifi-key'
  | 'vacant';

const TAG_PREFIX = 'portico';

/**
 * @example porticoTag('network', 12) // 'portico:network:12'
 * @example porticoTag('masquerade') // 'portico:masquerade'
 */
export function porticoTag(kind: PorticoTagKind, id?: number | string): string {
  return id === undefined ? `${TAG_PREFIX}:${kind}` : `${TAG_PREFIX}:${kind}:${id}`;
}

/**
 * Reads a tag back from a comment; null for comments Portico did not write.
 * @example parsePorticoTag('portico:external-ip:5') // { kind: 'external-ip', id: '5' }
 */
export function parsePorticoTag(comment: string | null | undefined): { kind: string; id: string | null } | null {
  const match = /^portico:([a-z-]+)(?::(.+))?$/.exec(comment ?? '');
  return match ? { kind: match[1], id: match[2] ?? null } : null;
}
