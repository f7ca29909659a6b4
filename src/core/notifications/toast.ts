import { put } from 'redux-saga/effects';
import { type ToastInput, toastQueued } from './notificationsSlice';

/** Saga effect that queues a toast: `yield toast({ title: 'Site changed', variant: 'success' })`. */
export const toast = (input: ToastInput) => put(toastQueued(input));
