/**
 * Parsers for RouterOS value formats as the API returns them (flags, durations, versions).
 */

/** Flags come as true/false on RouterOS 6.x+ and yes/no in older output; anything else is false. */
export function parseFlag(value: string | undefined): boolean {
  return value === 'true' || value === 'yes';
}

/** A present, non-empty string, else null. */
export function optional(value: string | undefined): string | null {
  return value === undefined || value === '' ? null : value;
}

/** An integer, tolerating a trailing unit such as '%'; null when absent or not numeric. */
export function parseInteger(value: string | undefined): number | null {
  const match = value === undefined ? null : /^\s*(\d+)/.exec(value);
  return match ? Number(match[1]) : null;
}

const UNIT_SECONDS: Record<string, number> = { w: 604_800, d: 86_400, h: 3_600, m: 60, s: 1 };

/**
 * Duration in seconds from `1w2d3h4m5s` (RouterOS 7) or `2d03:04:05` (older consoles).
 * @example parseDuration('1w5d3h17m5s') // 1_048_625
 */
export function parseDuration(value: string | undefined): number | null {
  if (!value) return null;
  const clock = /^(?:(\d+)w)?(?:(\d+)d)?(\d{1,2}):(\d{2}):(\d{2})$/.exec(value);
  if (clock) {
    const [, w = '0', d = '0', h, m, s] = clock;
    return Number(w) * 604_800 + Number(d) * 86_400 + Number(h) * 3_600 + Number(m) * 60 + Number(s);
  }
  if (!/^(\d+[wdhms])+$/.test(value)) return null;
  let total = 0;
  for (const [, count, unit] of value.matchAll(/(\d+)([wdhms])/g)) total += Number(count) * UNIT_SECONDS[unit];
  return total;
}

/**
 * Splits '7.19.4 (stable)' into version and channel.
 * @example splitVersion('7.19.4 (stable)') // { version: '7.19.4', channel: 'stable' }
 */
export function splitVersion(value: string | undefined): { version: string; channel: string | null } {
  const match = /^(\S+)(?:\s+\(([^)]+)\))?/.exec(value ?? '');
  return match ? { version: match[1], channel: match[2] ?? null } : { version: value ?? '', channel: null };
}
