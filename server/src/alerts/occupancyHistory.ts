/**
 * What the dashboard's occupancy chart draws: each site of a customer with its rooms, and how many
 * of them were occupied in each of the last months. A month is counted on its last day (who lives
 * there as it ends: a move-out on the 1st still counts for the month before), the current month
 * today, so its count is the one the rooms list shows now.
 */
import { sql } from 'drizzle-orm';
import type { OccupancyHistory } from '../../../rules/alerts';
import { Bindings, builtOnce } from '../db/builtOnce';
import type { Queryable } from '../db/database';
import { occupiedRoom } from './alertConditions';

/** What the chart asks for, and the most a call may (a longer look back reads every room once more a month). */
export const OCCUPANCY_MONTHS = { default: 12, max: 24 } as const;

interface Counted {
  /** Null on the months' rows of a customer without sites. */
  site_id: number | null;
  name: string | null;
  month: string;
  day: string;
  rooms: number;
  occupied: number;
}

export async function occupancyHistory(db: Queryable, customerId: number, months: number): Promise<OccupancyHistory> {
  const bound = new Bindings();
  const customer = bound.bind('customer', customerId);
  const count = bound.bind('months', months);
  // One statement, built once (the dashboard asks on every visit): the months, each with the day it
  // is counted on, joined with the customer's sites and their rooms, each room tested on that day.
  // The months lead the join, so a customer without sites still gets them.
  const rows = (await builtOnce(db, 'occupancy history', bound, () => {
    const counted = sql`SELECT s.id AS site_id, s.name, to_char(d.month, 'YYYY-MM') AS month, d.day::text AS day,
        count(r.id) AS rooms,
        count(r.id) FILTER (WHERE ${occupiedRoom(sql.raw('r.id'), sql.raw('d.day'))}) AS occupied
      FROM (SELECT m::date AS month, least((m + interval '1 month - 1 day')::date, current_date) AS day
              FROM generate_series(date_trunc('month', current_date::timestamp) - make_interval(months => ${count}::int - 1),
                                   date_trunc('month', current_date::timestamp), interval '1 month') m) d
      LEFT JOIN sites s ON s.customer_id = ${customer}
      LEFT JOIN rooms r ON r.site_id = s.id AND r.customer_id = s.customer_id
     GROUP BY d.month, d.day, s.id, s.name`;
    return db
      .select({
        site_id: sql<number | null>`site_id`.mapWith(Number),
        name: sql<string | null>`name`,
        month: sql<string>`month`,
        day: sql<string>`day`,
        rooms: sql<number>`rooms`.mapWith(Number),
        occupied: sql<number>`occupied`.mapWith(Number),
      })
      .from(sql`(${counted}) counted`)
      .orderBy(sql`name, site_id, month`);
  })) as Counted[];
  const days = new Map<string, string>();
  const sites: OccupancyHistory['sites'] = [];
  for (const row of rows) {
    // The first site's rows (or the site-less ones) come first, oldest month first.
    if (!days.has(row.month)) days.set(row.month, row.day);
    if (row.site_id === null) continue;
    let site = sites.at(-1);
    if (site?.id !== row.site_id)
      sites.push((site = { id: row.site_id, name: row.name ?? '', rooms: row.rooms, occupied: [] }));
    site.occupied.push(row.occupied);
  }
  return { months: [...days].map(([month, day]) => ({ month, day })), sites };
}
