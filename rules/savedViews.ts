/**
 * A saved view of a list (issue 37): what the list shows, under a name, kept on the server per user
 * and customer so it follows the user to another browser. The browser and the server share this shape.
 */
export const VIEW_DENSITIES = ['compact', 'standard', 'comfortable'] as const;
export type ViewDensity = (typeof VIEW_DENSITIES)[number];

export const MAX_VIEW_NAME = 80;
/** More than any list offers: a view with more filters or columns than this is not one a list made. */
export const MAX_VIEW_FILTERS = 30;
export const MAX_VIEW_COLUMNS = 60;
/** A user's own views of one list. */
export const MAX_VIEWS_PER_LIST = 50;

/** The list's state a view brings back. */
export interface SavedViewState {
  /** active filters by server param, e.g. { floor_id: '4', interface_up: 'false' } */
  filters: Record<string, string>;
  search: string;
  /** API ordering, e.g. "-name"; null when unsorted */
  sort: string | null;
  /** columns hidden (false) or shown (true), by field; a field left out shows as the list's default */
  columns: Record<string, boolean>;
  density: ViewDensity;
}

export interface SavedView {
  id: number;
  /** the entity whose list it is, e.g. 'room' */
  list: string;
  name: string;
  state: SavedViewState;
  /** offered to the customer's other staff too */
  shared: boolean;
  /** opens when its owner opens the list without a query of its own */
  is_default: boolean;
  /** the current user's own (only the owner changes or deletes it) */
  mine: boolean;
  owner: { id: number; name: string };
  modified_at: string;
}
