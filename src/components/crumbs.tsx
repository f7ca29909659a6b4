import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

/** One breadcrumb level; `to` makes it a link. */
export type Crumb = { label: string; to?: string };

/** A route's `handle`: the breadcrumb levels it adds when its page publishes none. */
export type CrumbHandle = { crumbs?: readonly Crumb[] };

/** @example { path: paths.siteCreate, handle: crumbs({ label: 'Sites', to: paths.sites }, { label: 'New site' }) } */
export const crumbs = (...levels: Crumb[]): CrumbHandle => ({ crumbs: levels });

const CrumbsContext = createContext<readonly Crumb[] | null>(null);
const SetCrumbsContext = createContext<(crumbs: readonly Crumb[] | null) => void>(() => {});

/** Holds the crumbs the current page publishes below the fixed dashboard › customer › site levels. */
export function BreadcrumbsProvider({ children }: { children: ReactNode }) {
  const [crumbs, setCrumbs] = useState<readonly Crumb[] | null>(null);
  return (
    <SetCrumbsContext.Provider value={setCrumbs}>
      <CrumbsContext.Provider value={crumbs}>{children}</CrumbsContext.Provider>
    </SetCrumbsContext.Provider>
  );
}

/** The levels published by the current page, or null when it published none. */
export function usePublishedCrumbs(): readonly Crumb[] | null {
  return useContext(CrumbsContext);
}

/**
 * Lets a page add its own levels (address, floor, room, …) to the top bar's breadcrumbs while it is
 * mounted. They replace the route's static `handle.crumb`.
 *
 * @example usePageCrumbs([{ label: 'Addresses', to: '/addresses' }, { label: address.name }]);
 */
export function usePageCrumbs(crumbs: readonly Crumb[]): void {
  const setCrumbs = useContext(SetCrumbsContext);
  const key = JSON.stringify(crumbs);
  // The key keeps a new array literal on every render from re-publishing.
  const stable = useMemo(() => JSON.parse(key) as Crumb[], [key]);
  useEffect(() => {
    setCrumbs(stable);
    return () => setCrumbs(null);
  }, [setCrumbs, stable]);
}
