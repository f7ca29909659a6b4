import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppSelector } from '../../core/state/hooks';
import { selectActiveSite } from '../../core/tenancy/tenancySlice';

/** Router state of a way back to a list (a breadcrumb, Cancel, a delete from the item's page): it asks for the list as it was left. */
export const LIST_RETURN = { returnToList: true } as const;

const asksForReturn = (state: unknown) => (state as { returnToList?: unknown } | null)?.returnToList === true;

/** Per site: another site's filters (its floors, its rooms) mean nothing on this one. */
const storageKey = (siteId: number | undefined, listKey: string) => `portico.list.${siteId ?? '-'}.${listKey}`;

/**
 * Keeps a list's last query string for this tab and site, and brings it back when a way back to the
 * list (LIST_RETURN) opens it with a bare URL: filters, sort and page survive opening a row and coming
 * back. A bare URL opened any other way (typed, the sidebar) shows the plain list, and a URL with its
 * own query always wins. Returns true until the remembered state is back in the URL, so the list does
 * not first load the bare one.
 */
export function useRememberedListUrl(listKey: string): boolean {
  const { pathname, search, state } = useLocation();
  const navigate = useNavigate();
  const key = storageKey(useAppSelector(selectActiveSite)?.id, listKey);
  // Written under the site the query was made on: a site switch changes the key, never the query's site.
  const keyOfSearch = useRef(key);
  const [restoring, setRestoring] = useState(
    () => !search && asksForReturn(state) && Boolean(sessionStorage.getItem(key)),
  );

  useEffect(() => {
    const remembered = sessionStorage.getItem(key);
    if (restoring && remembered) navigate(`${pathname}${remembered}`, { replace: true });
    // Only on arrival: later changes of the URL are the user's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (restoring) {
      if (search) setRestoring(false);
      return;
    }
    if (search) sessionStorage.setItem(keyOfSearch.current, search);
    else sessionStorage.removeItem(keyOfSearch.current);
  }, [search, restoring]);
  useEffect(() => {
    keyOfSearch.current = key;
  });

  return restoring && !search;
}
