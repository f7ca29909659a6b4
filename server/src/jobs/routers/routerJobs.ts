import type { RouterJobContext } from './routerJobContext';
import { driftSweepKind, routerCheckKind } from './driftCheck';
import { routerApplyKind } from './routerApply';

/** The router job kinds of one app, built over its database, settings and queue. */
export function routerJobKinds(context: RouterJobContext) {
  return {
    apply: routerApplyKind(context),
    check: routerCheckKind(context),
    sweep: driftSweepKind(context),
  };
}

export type RouterJobKinds = ReturnType<typeof routerJobKinds>;
