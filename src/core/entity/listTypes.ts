/** One page of a list call: `{data, total}` (requirements §7). */
export interface Page<T> {
  data: T[];
  total: number;
}

/** A list call's query string as the server names it: page, page_size, ordering, search and filters. */
export type ListParams = Record<string, string | number | boolean>;

/** Every row the console lists has a numeric id. */
export interface Identified {
  id: number;
}

/** A reference as items carry it: `address: {id, name}`. */
export interface NamedRef {
  id: number;
  name: string;
}

/** What the server says about deleting an item: `can_delete`, and on a read, what blocks it. */
export interface Deletable {
  can_delete?: boolean;
  delete_blockers?: string[];
}
