import { DEVICE_STATES, type DeviceStateName } from '../../db/schema';
import { notifyPayloadObject } from '../../db/notifyPayload';

/** What the device_states trigger announces (migration 0020) and superusers' sockets get as frame `device.state`. */
export interface DeviceStateEvent {
  device_id: number;
  state: DeviceStateName;
  drift_items: number;
  changes_pending: boolean;
}

const states = new Set<string>(DEVICE_STATES);

/** Reads one channel payload; null for anything else (never throws). */
export function parseDeviceStateEvent(payload: string): DeviceStateEvent | null {
  const value = notifyPayloadObject(payload);
  if (value === null) return null;
  const { device_id, state, drift_items, changes_pending } = value;
  if (typeof device_id !== 'number' || typeof state !== 'string' || !states.has(state)) return null;
  return {
    device_id,
    state: state as DeviceStateName,
    drift_items: typeof drift_items === 'number' ? drift_items : 0,
    changes_pending: changes_pending === true,
  };
}
