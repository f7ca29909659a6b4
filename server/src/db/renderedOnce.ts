import { SQL, is, sql, type DriverValueDecoder } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/**
 * A selection (or any plain object of SQL fragments, nested ones included) whose parameter-free
 * fragments are rendered to text once, keeping their decoders. Drizzle renders every fragment of a
 * query afresh on each call, walking its nested chunks: an entity's computed fields (names,
 * current-tenant subqueries, can_delete) were a third of the cost of building a list query.
 * Columns stay columns, since drizzle turns a left-joined nested object whose columns are all null
 * into null by their table. A fragment with parameters, and anything else, stays as it is.
 */
export function renderedOnce<T extends object>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, renderedField(field)])) as T;
}

function renderedField(field: unknown): unknown {
  if (is(field, SQL)) {
    const { sql: text, params } = dialect.sqlToQuery(field);
    return params.length > 0 ? field : sql.raw(text).mapWith(decoderOf(field));
  }
  const nested = typeof field === 'object' && field !== null && Object.getPrototypeOf(field) === Object.prototype;
  return nested ? renderedOnce(field) : field;
}

/** What a fragment's values are read with (its mapWith): drizzle keeps it on the SQL, outside its types. */
function decoderOf(fragment: SQL): DriverValueDecoder<unknown, unknown> {
  const decoder = 'decoder' in fragment ? fragment.decoder : undefined;
  if (typeof decoder === 'object' && decoder !== null && 'mapFromDriverValue' in decoder) {
    const { mapFromDriverValue } = decoder;
    if (typeof mapFromDriverValue === 'function')
      return { mapFromDriverValue: (value) => mapFromDriverValue.call(decoder, value) };
  }
  throw new Error('drizzle no longer keeps a decoder on its SQL fragments');
}
