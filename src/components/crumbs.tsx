import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useRecordSite } from './entity/recordSite';

/** One breadcrumb level; `to` makes it a link. */
export type Crumb = { label: string; to?: string };

/** A route's `handle`: the breadcrumb levels it adds when its page publishes none. */
export type CrumbHandle = { crumbs?: readonly Crumb[] };

/** @example { path: paths.siteCreate, handle: crumbs({ label: 'Sites', to: paths.sites }, { label: 'New site' }) } */
export const crumbs = (...levels: Crumb[]): CrumbHandle => ({ crumbs: levels });

/**
 * Where a record of any customer lives (a MikroTik router: devices span customers): the trail names
 * this customer and site instead of the active ones; null for either when it has none.
 */
export interface CrumbPlace {
  customer: { id: number; name: string } | null;
  site: { id: number; name: string } | null;
}

/** A page's levels, and the site of the record it shows when it shows one (null: the active site). */
export interface PublishedCrumbs {
  levels: readonly Crumb[];
  siteId: number | null;
  /** Set by pages of cross-customer records: replaces the customer and site levels. */
  place?: CrumbPlace;
}

const CrumbsContext = createContext<PublishedCrumbs | null>(null);
const SetCrumbsContext = createContext<(crumbs: PublishedCrumbs | null) => void>(() => {});

/** Holds the crumbs the current page publishes below the fixed dashboard › customer › site levels. */
export function BreadcrumbsProvider({ children }: { children: ReactNode }) {
  const [crumbs, setCrumbs] = useState<PublishedCrumbs | null>(null);
  return (
    <SetCrumbsContext.Provider value={setCrumbs}>
      <CrumbsContext.Provider value={crumbs}>{children}</CrumbsContext.Provider>
    </SetCrumbsContext.Provider>
  );
}

/** What the current page published, or null when it published nothing. */
export function usePublishedCrumbs(): PublishedCrumbs | null {
  return useContext(CrumbsContext);
}

/**
 * Lets a page add its own levels (address, floor, room, …) to the top bar's breadcrumbs while it is
 * mounted. They replace the route's static `handle.crumb`. On the page of a record (inside its RecordSite)
 * the site level names the record's site.
 *
 * @example usePageCrumbs([{ label: 'Addresses', to: '/addresses' }, { label: address.name }]);
 */
export function usePageCrumbs(crumbs: readonly Crumb[], place?: CrumbPlace): void {
  const setCrumbs = useContext(SetCrumbsContext);
  const siteId = useRecordSite();
  const key = JSON.stringify({ levels: crumbs, siteId, ...(place ? { place } : {}) });
  // The key keeps a new array literal on every render from re-publishing.
  const stable = useMemo(() => JSON.parse(key) as PublishedCrumbs, [key]);
  useEffect(() => {
    setCrumbs(stable);
    return () => setCrumbs(null);
  }, [setCrumbs, stable]);
}
