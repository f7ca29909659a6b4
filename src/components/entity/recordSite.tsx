import { createContext, useContext, type ReactNode } from 'react';

const RecordSiteContext = createContext<number | null>(null);

/** The site of a record that has one (`site_id`), else null. */
function siteIdOf(record: unknown): number | null {
  const siteId = (record as { site_id?: unknown } | null)?.site_id;
  return typeof siteId === 'number' ? siteId : null;
}

/**
 * Names the site of the record a page shows. Quick search opens records of every site of the customer,
 * so a page's related lists and breadcrumbs follow the record's site, not the active one.
 */
export function RecordSite({ record, children }: { record: unknown; children: ReactNode }) {
  return <RecordSiteContext.Provider value={siteIdOf(record)}>{children}</RecordSiteContext.Provider>;
}

/** The site of the record the page shows, or null (no record, or one without a site). */
export function useRecordSite(): number | null {
  return useContext(RecordSiteContext);
}
