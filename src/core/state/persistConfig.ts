import type { Action, Reducer } from '@reduxjs/toolkit';
import { persistReducer, type PersistConfig } from 'redux-persist';
import { type FieldKeys, readFields, removeFields, writeFields } from './persistStorage';

/** How one slice is stored: which fields, and how they map to localStorage. */
interface SliceStorage {
  whitelist: string[];
  read(): Record<string, unknown> | undefined;
  write(state: Record<string, unknown>): void;
  remove(): void;
}

function fieldStorage(
  fields: FieldKeys,
  clean: (state: Record<string, unknown>) => Record<string, unknown> = (s) => s,
): SliceStorage {
  return {
    whitelist: Object.keys(fields),
    read: () => {
      const stored = readFields(fields);
      return stored && clean(stored);
    },
    write: (state) => writeFields(fields, clean(state)),
    remove: () => removeFields(fields),
  };
}

/** is_superuser is never stored (requirements §3, §6), whatever object reaches us. */
function withoutSuperuser(state: Record<string, unknown>) {
  const user = state.user as Record<string, unknown> | null | undefined;
  if (!user || typeof user !== 'object' || !('is_superuser' in user)) return state;
  const { is_superuser: _dropped, ...rest } = user;
  return { ...state, user: rest };
}

function oneOf(values: string[], field: string) {
  return (state: Record<string, unknown>) => {
    if (field in state && !values.includes(state[field] as string)) {
      const { [field]: _invalid, ...rest } = state;
      return rest;
    }
    return state;
  };
}

/** Requirements §3: exactly these keys, and nothing of the API cache. */
export const SLICE_STORAGE: Record<'session' | 'tenancy' | 'preferences' | 'recording', SliceStorage> = {
  session: fieldStorage(
    {
      accessToken: ['access_token', 'string'],
      refreshToken: ['refresh_token', 'string'],
      tokenExpiry: ['token_expiry', 'number'],
      user: ['user', 'json'],
    },
    withoutSuperuser,
  ),
  tenancy: fieldStorage(
    {
      customers: ['customers', 'json'],
      activeCustomer: ['active_customer', 'json'],
      activeSite: ['active_site', 'json'],
      activeTenant: ['active_tenant', 'json'],
      lastActiveCustomerId: ['lastActiveCustomerId', 'number'],
    },
    // A signed-out (empty) or malformed customer list leaves no key behind.
    (state) => {
      if ('customers' in state && !(Array.isArray(state.customers) && state.customers.length > 0)) {
        const { customers: _empty, ...rest } = state;
        return rest;
      }
      return state;
    },
  ),
  preferences: fieldStorage(
    { theme: ['theme', 'string'], advancedMode: ['advancedMode', 'boolean'], sidebar: ['sidebar-state', 'string'] },
    (state) => oneOf(['open', 'closed'], 'sidebar')(oneOf(['light', 'dark', 'auto'], 'theme')(state)),
  ),
  recording: {
    whitelist: ['isRecording', 'isPaused'],
    read: () => {
      const stored = readFields({ status: ['recording_status', 'json'] })?.status as
        Record<string, unknown> | undefined;
      if (!stored || typeof stored !== 'object') return undefined;
      return { isRecording: stored.isRecording === true, isPaused: stored.isPaused === true };
    },
    write: (state) =>
      writeFields(
        { status: ['recording_status', 'json'] },
        { status: { isRecording: !!state.isRecording, isPaused: !!state.isPaused } },
      ),
    remove: () => removeFields({ status: ['recording_status', 'json'] }),
  },
};

/**
 * Wraps a slice reducer so redux-persist keeps its listed fields in their own localStorage keys.
 * Built per store (makeStore) because redux-persist keeps per-reducer state in closures.
 */
export function persisted<S>(key: keyof typeof SLICE_STORAGE, reducer: Reducer<S, Action>) {
  const slice = SLICE_STORAGE[key];
  const config: PersistConfig<S> = {
    key,
    whitelist: slice.whitelist,
    serialize: false, // the storage engine below receives the state object itself
    timeout: 0, // localStorage answers at once; no "persist timed out" timer
    getStoredState: async () => slice.read() as never,
    storage: {
      getItem: async () => slice.read(),
      setItem: async (_key: string, state: Record<string, unknown>) => slice.write(state),
      removeItem: async () => slice.remove(),
    },
  };
  return persistReducer(config, reducer);
}
