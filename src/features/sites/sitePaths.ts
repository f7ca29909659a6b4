import { paths } from '../../core/paths';

/**
 * /site/edit edits the active site (spec §2.2); any other site is edited there too, named by `?id=`
 * (there is no /site/{id}/edit route).
 * @example siteEditPath(7) // '/site/edit?id=7'
 */
export function siteEditPath(id?: number): string {
  return id === undefined ? paths.siteEdit : `${paths.siteEdit}?id=${id}`;
}

/** A site id from the URL: a positive integer, else null. */
export function parseSiteId(raw: string | null | undefined): number | null {
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 ? id : null;
}
