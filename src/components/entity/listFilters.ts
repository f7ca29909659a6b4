import type { UrlFilter } from '../useGridUrlState';
import type { ReferenceRow, ReferenceSource } from '../../core/entity/referenceApi';
import { sourceOf } from '../../core/entity/entityRegistry';

/** A choice a filter offers: the value sent to the server and what the user reads. */
export interface FilterChoice {
  value: string;
  label: string;
}

/** The name of a reference row as pickers and chips show it; `name` unless the entity says otherwise. */
export type RowLabel = (row: ReferenceRow) => string;

export const nameOf: RowLabel = (row) => String(row.name ?? `#${row.id}`);

/**
 * A list filter (requirements §2.2): read from the URL under its param or aliases, sent to the server
 * as its param, shown as a removable chip "Label: value". A reference filter names its value by
 * reading the referenced row; a choice filter offers its choices in the filter bar.
 * @example { param: 'address_id', aliases: ['addressId', 'address'], label: 'Address', reference: sourceOf('address') }
 */
export interface ListFilterDef extends UrlFilter {
  label: string;
  reference?: ReferenceSource & { label?: RowLabel };
  choices?: readonly FilterChoice[];
}

/** A filter whose value is a row of another entity, picked by searching that entity (e.g. Address). */
export type ReferenceFilterDef = ListFilterDef & Required<Pick<ListFilterDef, 'reference'>>;

export const isReferenceFilter = (filter: ListFilterDef): filter is ReferenceFilterDef =>
  filter.reference !== undefined;

/** The filters every list of a site's objects accepts: its site (requirements §2.2: siteId). */
export const siteFilter: ListFilterDef = {
  param: 'site_id',
  aliases: ['siteId'],
  label: 'Site',
  reference: sourceOf('site'),
};

/** interface_up as the filter bar offers it (rooms, floors, outlets). */
export const interfaceUpChoices: readonly FilterChoice[] = [
  { value: 'true', label: 'Up' },
  { value: 'false', label: 'Down' },
];
