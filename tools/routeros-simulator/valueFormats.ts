/**
 * Values as RouterOS stores and prints them, whatever form the client sent: flags as true/false,
 * rates in bit/s (`100M/20M` prints as `100000000/20000000`).
 */
import type { MenuSpec } from './menuSpecs';
import type { Row } from './seedData';

const FLAG_WORDS: Record<string, string> = { yes: 'true', no: 'false', true: 'true', false: 'false' };
const RATE_UNITS: Record<string, number> = { '': 1, k: 1_000, M: 1_000_000, G: 1_000_000_000 };

/**
 * One rate in bit/s, or the text unchanged when it is not a rate.
 * @example rateInBits('1500k') // '1500000'
 */
export function rateInBits(text: string): string {
  const match = /^(\d+)([kMG]?)$/.exec(text);
  return match ? String(Number(match[1]) * RATE_UNITS[match[2]]) : text;
}

/** The values of a write, converted to the forms the menu prints. */
export function canonicalValues(spec: MenuSpec, values: Row): Row {
  const out: Row = {};
  for (const [name, value] of Object.entries(values)) {
    if (spec.flags?.includes(name) && value in FLAG_WORDS) out[name] = FLAG_WORDS[value];
    else if (spec.rates?.includes(name)) out[name] = value.split('/').map(rateInBits).join('/');
    else out[name] = value;
  }
  return out;
}
