import { listQuerySchema, parseListParams } from '../../../../server/src/entities/kit/listParams';
import { likeContains } from '../../../../server/src/db/sqlParts';

const spec = {
  orderable: ['name', 'id'],
  defaultOrdering: 'name',
  filters: { floor_id: { type: 'integer' as const } },
};

describe('list parameters', () => {
  it('caps the page size at 100 and defaults page 1 / 25 rows / the default ordering', () => {
    expect(parseListParams({ page_size: 500 }, spec)).toMatchObject({
      page: 1,
      pageSize: 100,
      orderKey: 'name',
      descending: false,
    });
    expect(parseListParams({}, spec).pageSize).toBe(25);
  });

  it('reads a "-" ordering as descending and keeps only known filters', () => {
    expect(parseListParams({ ordering: '-id', floor_id: 3, other: 1, search: '  ab ' }, spec)).toMatchObject({
      orderKey: 'id',
      descending: true,
      filters: { floor_id: 3 },
      search: 'ab',
    });
  });

  it('offers every listed column in both directions and nothing else', () => {
    expect(listQuerySchema(spec).properties.ordering.enum).toEqual(['name', '-name', 'id', '-id']);
  });

  it('escapes LIKE wildcards in search text', () => {
    expect(likeContains('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});
