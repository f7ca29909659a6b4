import { createAction } from '@reduxjs/toolkit';

/** Stored state is back in the store (or there was none to restore); the startup saga waits for it. */
export const rehydrated = createAction('app/rehydrated');

/** The top bar's Refresh button: refetch what is on screen (requirements §8 texts). */
export const refreshRequested = createAction('app/refreshRequested');
