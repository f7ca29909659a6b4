import * as yup from 'yup';
import type { Occupancy, OccupancyPayload } from '../../core/occupancy/occupancyTypes';
import { formatDate } from '../format';

/** The add/edit dialog's values: the room (tenant page) or tenant (room page) picked, dates as typed. */
export interface OccupancyFormValues {
  room_id: number | null;
  tenant_id: number | null;
  start_date: string;
  end_date: string;
}

export const END_BEFORE_START = 'End date must be after the start date';

/** Today as the server's dates read: YYYY-MM-DD in local time. */
export const today = (): string => formatDate(new Date());

export function occupancyValuesOf(
  occupancy: Occupancy | null,
  fixed: Partial<OccupancyFormValues>,
): OccupancyFormValues {
  return {
    room_id: occupancy?.room_id ?? fixed.room_id ?? null,
    tenant_id: occupancy?.tenant_id ?? fixed.tenant_id ?? null,
    start_date: occupancy?.start_date ?? (occupancy ? '' : today()),
    end_date: occupancy?.end_date ?? '',
  };
}

/** Requirements §5: both dates optional, empty ones sent as null. */
export function occupancyPayloadOf(values: OccupancyFormValues & { tenant_id: number }): OccupancyPayload {
  return {
    tenant_id: values.tenant_id,
    start_date: values.start_date || null,
    end_date: values.end_date || null,
  };
}

/** The checks the server makes too (the end date is the move-out day, after the start). */
export const occupancySchema = yup.object({
  room_id: yup.number().nullable().required('Room is required'),
  tenant_id: yup.number().nullable().required('Tenant is required'),
  start_date: yup.string(),
  end_date: yup.string().test('after-start', END_BEFORE_START, (end, context) => {
    const start = (context.parent as OccupancyFormValues).start_date;
    return !end || !start || end > start;
  }),
});

export type OccupancyStatus = 'Current' | 'Upcoming' | 'Ended';

/** How a period stands today. */
export function occupancyStatus(occupancy: Occupancy, now: string = today()): OccupancyStatus {
  if (occupancy.is_current) return 'Current';
  return occupancy.start_date && occupancy.start_date > now ? 'Upcoming' : 'Ended';
}

/** "End today" applies to a period that has begun and would still run after today. */
export function canEndToday(occupancy: Occupancy, now: string = today()): boolean {
  const started = !occupancy.start_date || occupancy.start_date < now;
  return started && (!occupancy.end_date || occupancy.end_date > now);
}
