import type { UnknownAction } from '@reduxjs/toolkit';

/** RTK Query's request actions: `api/executeQuery/fulfilled` and the like. */
const REQUEST_ACTION = /^api\/execute(Query|Mutation)\/(pending|fulfilled|rejected)$/;

const endpointOf = (action: UnknownAction) =>
  (action.meta as { arg?: { endpointName?: unknown } } | undefined)?.arg?.endpointName;

/**
 * The action with its endpoint's name after the type, as DevTools lists it and recordings keep it:
 * `api/executeQuery/fulfilled getRoom`. The root reducer reads such a type as the plain one.
 */
export function withEndpointLabel<A extends UnknownAction>(action: A): A {
  const name = endpointOf(action);
  if (typeof name !== 'string' || !REQUEST_ACTION.test(action.type)) return action;
  return { ...action, type: `${action.type} ${name}` };
}

/** The action as RTK Query dispatched it (a labelled type loses its endpoint name); others as they are. */
export function withoutEndpointLabel<A extends UnknownAction>(action: A): A {
  const { type } = action;
  if (typeof type !== 'string' || !type.startsWith('api/')) return action;
  const space = type.indexOf(' ');
  return space < 0 ? action : { ...action, type: type.slice(0, space) };
}
