import { addDays, localDate, localMidnight } from '../../../server/src/mikrotik/moves/siteDates';

describe('site-local dates', () => {
  it.each([
    // Clocks go back at 03:00 and forward at 02:00 in Oslo: midnight is there once either way.
    ['2026-10-25', 'Europe/Oslo', '2026-10-24T22:00:00.000Z'],
    ['2026-03-29', 'Europe/Oslo', '2026-03-28T23:00:00.000Z'],
    // Santiago skips its midnight in September (00:00 → 01:00): the day starts at 01:00 local.
    ['2026-09-06', 'America/Santiago', '2026-09-06T04:00:00.000Z'],
    // …and in April repeats 23:00 of the day before, so the date still starts once.
    ['2026-04-05', 'America/Santiago', '2026-04-05T04:00:00.000Z'],
    ['2026-05-01', 'UTC', '2026-05-01T00:00:00.000Z'],
  ])('%s in %s starts at %s', (date, zone, instant) => {
    const midnight = localMidnight(date, zone);
    expect(midnight.toISOString()).toBe(instant);
    expect(localDate(midnight, zone)).toBe(date);
    expect(localDate(new Date(midnight.getTime() - 60_000), zone)).toBe(addDays(date, -1));
  });
});
