import { useContext } from 'react';
import { ReactReduxContext } from 'react-redux';
import type { UnknownAction } from '@reduxjs/toolkit';

/**
 * The store's dispatch where there is a store, else a no-op: shared components that only tell the
 * session recording what happened (a dialog opened) must still render in tests without one.
 */
export function useOptionalDispatch(): (action: UnknownAction) => void {
  const context = useContext(ReactReduxContext);
  return context?.store.dispatch ?? noop;
}

const noop = () => undefined;
