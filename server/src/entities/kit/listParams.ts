import { MAX_ID } from '../../http/ids';
import { FROM_YEAR_1000 } from '../../http/validationErrors';

/**
 * The query string every list accepts: page, page_size (capped at MAX_PAGE_SIZE), ordering (a
 * listed column, `-` prefix for descending), search, and the entity's own filters. The JSON schema
 * built here makes Fastify refuse unknown orderings and malformed filters with the usual 400 list.
 *
 * @example listQuerySchema({ orderable: ['name', 'id'], filters: { address_id: { type: 'integer' } } })
 */
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
/** Deep enough for any list (10 million rows at the largest page size); beyond it OFFSET would overflow. */
export const MAX_PAGE = 100_000;

export interface FilterSpec {
  type: 'integer' | 'boolean' | 'string';
  /** date-time: an ISO timestamp, compared with `op` */
  format?: 'date-time';
  /** string filters: the only values accepted (others are a 400) */
  enum?: readonly string[];
  description?: string;
}

export interface ListSpec {
  orderable: readonly string[];
  defaultOrdering: string;
  filters: Readonly<Record<string, FilterSpec>>;
  /** page_size above MAX_PAGE_SIZE is refused (400) rather than capped */
  refuseLargePages?: boolean;
}

export interface ListParams {
  page: number;
  pageSize: number;
  orderKey: string;
  descending: boolean;
  search: string | null;
  filters: Record<string, number | boolean | string>;
}

/** The query-string properties of an entity's filters. */
export function filterProperties(filters: ListSpec['filters']) {
  return Object.fromEntries(
    Object.entries(filters).map(([name, filter]) => [
      name,
      {
        type: filter.type,
        ...(filter.type === 'integer' ? { minimum: 1, maximum: MAX_ID } : {}),
        ...(filter.format ? { format: filter.format, pattern: FROM_YEAR_1000 } : {}),
        ...(filter.enum ? { enum: filter.enum } : {}),
        description: filter.description,
      },
    ]),
  );
}

export function listQuerySchema(spec: ListSpec) {
  const filterProps = filterProperties(spec.filters);
  return {
    type: 'object',
    properties: {
      page: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1, description: 'Page number, starting at 1.' },
      page_size: {
        type: 'integer',
        minimum: 1,
        default: DEFAULT_PAGE_SIZE,
        ...(spec.refuseLargePages ? { maximum: MAX_PAGE_SIZE } : {}),
        description: spec.refuseLargePages
          ? `Rows per page, at most ${MAX_PAGE_SIZE}.`
          : `Rows per page; values above ${MAX_PAGE_SIZE} are capped to ${MAX_PAGE_SIZE}.`,
      },
      ordering: {
        type: 'string',
        enum: spec.orderable.flatMap((key) => [key, `-${key}`]),
        description: 'Column to sort by; a leading "-" sorts descending. Ties are broken by id.',
      },
      search: {
        type: 'string',
        maxLength: 200,
        description: 'Case-insensitive text contained in the searched columns.',
      },
      ...filterProps,
    },
  } as const;
}

export function parseListParams(query: Record<string, unknown>, spec: ListSpec): ListParams {
  const ordering = typeof query.ordering === 'string' && query.ordering ? query.ordering : spec.defaultOrdering;
  const descending = ordering.startsWith('-');
  const filters: ListParams['filters'] = {};
  for (const name of Object.keys(spec.filters)) {
    const value = query[name];
    if (typeof value === 'number' || typeof value === 'boolean' || (typeof value === 'string' && value !== '')) {
      filters[name] = value;
    }
  }
  const search = typeof query.search === 'string' ? query.search.trim() : '';
  return {
    page: Number(query.page ?? 1) || 1,
    pageSize: Math.min(MAX_PAGE_SIZE, Number(query.page_size ?? DEFAULT_PAGE_SIZE) || DEFAULT_PAGE_SIZE),
    orderKey: descending ? ordering.slice(1) : ordering,
    descending,
    search: search === '' ? null : search,
    filters,
  };
}
