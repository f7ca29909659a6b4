import { useListSitesQuery } from '../../../core/tenancy/sitesApi';

// Sites come from the active customer; the page size is the contract's maximum.
const SITE_QUERY = { page: 1, pageSize: 100, ordering: 'name' };

/**
 * The active customer's sites as choices by id. A site chosen elsewhere that is not among them (another
 * customer's router, a link) stays a choice as "Site #id", so the value shown is never blank.
 */
export function useSiteOptions(chosen: string | null): { value: string; label: string }[] {
  const { data } = useListSitesQuery(SITE_QUERY);
  const options = (data?.data ?? []).map((site) => ({ value: String(site.id), label: site.name }));
  if (chosen && !options.some((option) => option.value === chosen)) {
    options.unshift({ value: chosen, label: `Site #${chosen}` });
  }
  return options;
}
