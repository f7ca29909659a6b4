import { ENTITY_PAGES, type PagedEntityType } from '../../core/entity/entityRegistry';
import { paths } from '../../core/paths';
import type { ActiveSite } from '../../core/tenancy/tenancySlice';
import type { SearchResult } from './searchApi';

type Id = SearchResult['id'];

const hasPage = (type: string): type is PagedEntityType => Object.hasOwn(ENTITY_PAGES, type);

/** Requirements §2.4: where a result opens (a site opens /site, as the active site). */
const routeOf = (type: PagedEntityType, id: Id) => (type === 'site' ? paths.site : ENTITY_PAGES[type](id));

/** Technical result types, hidden unless Advanced Mode is on (requirements §2.4, §6). */
const ADVANCED_TYPES = new Set(['outlet', 'network', 'wireless']);

const normalise = (type: string) => type.trim().toLowerCase();

/** The path a result opens, or null for a type the console has no page for. */
export function routeForResult(result: SearchResult): string | null {
  const type = normalise(result.type);
  return hasPage(type) ? routeOf(type, result.id) : null;
}

/**
 * A Site result opens /site, which shows the active site: the site to make active first (through the
 * normal site change, requirements §4), or null when the result is no site or already the active one.
 */
export function siteToActivate(result: SearchResult, activeSiteId: number | undefined): ActiveSite | null {
  const id = Number(result.id);
  if (normalise(result.type) !== 'site' || !Number.isInteger(id) || id === activeSiteId) return null;
  return { id, name: result.name, description: '' };
}

/** Results the user may see and open. @example visibleResults(results, false) drops outlets. */
export function visibleResults(results: readonly SearchResult[], advancedMode: boolean): SearchResult[] {
  return results.filter(
    (result) => (advancedMode || !ADVANCED_TYPES.has(normalise(result.type))) && routeForResult(result) !== null,
  );
}

/** "address" → "Address" for the result's type label. */
export function typeLabel(type: string): string {
  const value = normalise(type);
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/**
 * Where a result is, beside its type: the site it is on (namesakes on two sites look alike otherwise);
 * a Site result says that opening it makes it the active site.
 */
export function placeLabel(result: SearchResult, activeSiteId: number | undefined): string | null {
  if (normalise(result.type) === 'site') {
    return siteToActivate(result, activeSiteId) ? 'Switches to this site' : 'Active site';
  }
  return result.site || null;
}
