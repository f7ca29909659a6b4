/**
 * When two values of a property mean the same to RouterOS: flags as yes/no or true/false, rates
 * as `100M` or `100000000`, durations as `1h` or `01:00:00`, and lists whose order the router
 * chooses itself (tagged ports, VLAN ids).
 */
import { parseDuration } from '../../routeros/values';

const FLAGS = new Set(['vlan-filtering', 'disabled', 'allow-remote-requests']);
const RATES = new Set(['max-limit', 'limit-at']);
const DURATIONS = new Set(['lease-time']);
const UNORDERED_LISTS = new Set(['tagged', 'untagged', 'vlan-ids', 'authentication-types']);
const RATE_UNITS: Record<string, number> = { '': 1, k: 1_000, M: 1_000_000, G: 1_000_000_000 };

function rateInBits(text: string): string {
  const match = /^(\d+)([kMG]?)$/.exec(text);
  return match ? String(Number(match[1]) * RATE_UNITS[match[2]]) : text;
}

/**
 * The comparable form of a value (absent counts as empty; an absent flag as false).
 * @example canonicalValue('max-limit', '100M/20M') // '100000000/20000000'
 * @example canonicalValue('tagged', 'ether8,br-lan') // 'br-lan,ether8'
 */
export function canonicalValue(property: string, value: string | undefined): string {
  const text = value ?? '';
  if (FLAGS.has(property)) return text === 'yes' || text === 'true' ? 'true' : 'false';
  if (RATES.has(property)) return text.split('/').map(rateInBits).join('/');
  if (DURATIONS.has(property)) return String(parseDuration(text) ?? text);
  if (UNORDERED_LISTS.has(property)) return text.split(',').filter(Boolean).sort().join(',');
  return text;
}

/** True when RouterOS would treat the two values of `property` as the same. */
export function sameValue(property: string, a: string | undefined, b: string | undefined): boolean {
  return canonicalValue(property, a) === canonicalValue(property, b);
}
