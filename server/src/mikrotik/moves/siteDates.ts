/**
 * Move-ins and move-outs happen on the site's local dates: a date turns at local midnight in the
 * site's time zone (UTC when it has none), whatever the clocks do that day.
 */

/** How far back a server that was down catches up missed move times. */
export const CATCH_UP_DAYS = 7;

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formats.set(zone, format);
  }
  return format;
}

/** The zone a site's dates are in. */
export const siteZone = (timeZone: string | null | undefined) => timeZone || 'UTC';

/**
 * The local date (YYYY-MM-DD) of an instant in a zone.
 * @example localDate(new Date('2026-10-24T22:30:00Z'), 'Europe/Oslo') // '2026-10-25'
 */
export function localDate(instant: Date, zone: string): string {
  return formatOf(zone).format(instant);
}

const MINUTE = 60_000;

/**
 * The first instant (to the minute) of a local date: local midnight, or the first minute after it
 * on a day whose midnight the clocks skip.
 * @example localMidnight('2026-10-25', 'Europe/Oslo') // 2026-10-24T22:00:00.000Z
 */
export function localMidnight(date: string, zone: string): Date {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  // Zones lie within UTC−12…+14, so local midnight is within 15 hours of UTC midnight.
  let low = utcMidnight / MINUTE - 15 * 60;
  let high = utcMidnight / MINUTE + 15 * 60;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (localDate(new Date(middle * MINUTE), zone) >= date) high = middle;
    else low = middle + 1;
  }
  return new Date(low * MINUTE);
}

/**
 * A local date moved by whole days.
 * @example addDays('2026-03-01', -1) // '2026-02-28'
 */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
