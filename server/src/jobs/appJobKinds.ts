import type { AnyJobKind } from './jobKind';

/**
 * Every job kind the server runs, each defined with defineJobKind() in its own file beside this
 * one (router apply and drift checks come here). Tests add their own through BuildAppOptions.jobKinds.
 */
export const appJobKinds: AnyJobKind[] = [];
