import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

const storageKey = (listKey: string) => `portico.list.${listKey}`;

/**
 * Keeps a list's last query string for this tab, and brings it back when the list is opened with a
 * bare URL (the sidebar, a breadcrumb): filters, sort and page survive opening a row, editing it and
 * coming back however the user returns. A URL with its own query always wins. Returns true until
 * the remembered state is back in the URL, so the list does not first load the bare one.
 */
export function useRememberedListUrl(listKey: string): boolean {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [restoring, setRestoring] = useState(() => !search && Boolean(sessionStorage.getItem(storageKey(listKey))));

  useEffect(() => {
    const remembered = sessionStorage.getItem(storageKey(listKey));
    if (restoring && remembered) navigate(`${pathname}${remembered}`, { replace: true });
    // Only on arrival: later changes of the URL are the user's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (restoring) {
      if (search) setRestoring(false);
      return;
    }
    if (search) sessionStorage.setItem(storageKey(listKey), search);
    else sessionStorage.removeItem(storageKey(listKey));
  }, [listKey, search, restoring]);

  return restoring && !search;
}
