import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

const storageKey = (listKey: string) => `portico.list.${listKey}`;

/**
 * Keeps a list's last query string for this tab, and brings it back when the list is opened with a
 * bare URL (the sidebar, a breadcrumb): filters, sort and page survive opening a row, editing it and
 * coming back however the user returns. A URL with its own query always wins.
 */
export function useRememberedListUrl(listKey: string): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const remembered = sessionStorage.getItem(storageKey(listKey));
    if (!search && remembered) navigate(`${pathname}${remembered}`, { replace: true });
    // Only on arrival: later changes of the URL are the user's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (search) sessionStorage.setItem(storageKey(listKey), search);
    else sessionStorage.removeItem(storageKey(listKey));
  }, [listKey, search]);
}
