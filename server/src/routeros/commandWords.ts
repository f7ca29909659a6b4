/**
 * Builds the words of a command sentence from a typed description.
 */
export type AttributeValue = string | number | boolean;

export interface CommandParams {
  /** `=name=value` words. Booleans become yes/no, as RouterOS expects for flags. */
  attributes?: Record<string, AttributeValue | undefined>;
  /** Raw query words for print, in order (order is significant), e.g. ['?type=ether', '?type=vlan', '?#|']. */
  queries?: readonly string[];
  /** Shorthand for equality queries that must all hold: { type: 'ether' } -> '?type=ether'. */
  where?: Record<string, string>;
  /** Properties to return (`=.proplist=`); strongly recommended for print. */
  proplist?: readonly string[];
}

/** Accepts `/ip/pool/print`, `/ip pool print` and `ip/pool/print` alike. */
export function normaliseCommand(command: string): string {
  const parts = command
    .trim()
    .split(/[\s/]+/)
    .filter(Boolean);
  if (parts.length === 0) throw new RangeError('Empty RouterOS command');
  return `/${parts.join('/')}`;
}

function formatValue(value: AttributeValue): string {
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

/**
 * Words for a command sentence, without the tag (the client adds `.tag`).
 * @example buildCommandWords('/interface/print', { proplist: ['name', 'running'], where: { type: 'ether' } })
 * // ['/interface/print', '=.proplist=name,running', '?type=ether']
 */
export function buildCommandWords(command: string, params: CommandParams = {}): string[] {
  const words = [normaliseCommand(command)];
  if (params.proplist && params.proplist.length > 0) words.push(`=.proplist=${params.proplist.join(',')}`);
  for (const [key, value] of Object.entries(params.attributes ?? {})) {
    if (value === undefined) continue;
    if (key.length === 0 || key.includes('=')) throw new RangeError(`Invalid attribute name "${key}"`);
    words.push(`=${key}=${formatValue(value)}`);
  }
  for (const [key, value] of Object.entries(params.where ?? {})) words.push(`?${key}=${value}`);
  for (const query of params.queries ?? []) {
    if (!query.startsWith('?') || query.length < 2) throw new RangeError(`Invalid query word "${query}"`);
    words.push(query);
  }
  return words;
}
