import { useState } from 'react';
import { errorStatus } from '../../core/api/apiTypes';
import { useUpdateOccupancyMutation } from '../../core/occupancy/occupancyApi';
import type { Occupancy } from '../../core/occupancy/occupancyTypes';
import { toastQueued } from '../../core/notifications/notificationsSlice';
import { useAppDispatch } from '../../core/state/hooks';
import { today } from './occupancyValues';

/** The server's reason for refusing a write: a `{detail}` text or the first field message. */
function refusal(error: unknown): string {
  const detail = (error as { data?: { detail?: unknown } } | null)?.data?.detail;
  if (typeof detail === 'string' && detail) return detail;
  const first: unknown = Array.isArray(detail) ? detail[0] : undefined;
  const msg = (first as { msg?: unknown } | undefined)?.msg;
  return typeof msg === 'string' && msg ? msg : 'The occupancy could not be ended. Please try again.';
}

/**
 * "End today": the period's end date becomes today (the move-out day), in one click. A refusal (a
 * period that only starts today cannot end today) is told in a toast, as there is no form to show it on.
 */
export function useEndToday() {
  const dispatch = useAppDispatch();
  const [updateOccupancy] = useUpdateOccupancyMutation();
  const [ending, setEnding] = useState<number | null>(null);

  const endToday = async (occupancy: Occupancy) => {
    setEnding(occupancy.id);
    try {
      await updateOccupancy({ occupancy, body: { end_date: today() } }).unwrap();
      dispatch(toastQueued({ title: 'Occupancy ended', message: `Ends ${today()}.`, variant: 'success' }));
    } catch (error) {
      // A 5xx was announced by the base query already.
      if ((errorStatus(error) ?? 0) >= 500) return;
      dispatch(toastQueued({ title: 'Could not end the occupancy', message: refusal(error), variant: 'error' }));
    } finally {
      setEnding(null);
    }
  };
  return { endToday, ending };
}
