import { Readable } from 'node:stream';
import { errorResponses } from '../../http/schemas';
import { csvLine, UTF8_BOM } from './csvCells';
import type { EntityDef, ExtraRoute, Row } from './entityDef';
import { exportBatches } from './exportRows';
import { listQuerySchema, parseListParams, type ListSpec } from './listParams';
import { listedIds } from './rowQueries';

/**
 * The columns of an entity's CSV: the list item's fields in declaration order, without secrets
 * (a site's portal secret, a wireless passphrase) and without can_delete, which only tells the
 * list screen whether to offer Delete.
 */
export function exportColumns(def: EntityDef): string[] {
  const secrets = new Set(def.secrets ?? []);
  return Object.keys(def.fields).filter((name) => name in def.itemProperties && !secrets.has(name));
}

/** `rooms-2026-11-23.csv`: the collection's name and the server's date today. */
export function exportFileName(def: EntityDef, now = new Date()): string {
  const plural = def.path.split('/').filter(Boolean).pop() ?? def.type;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${plural}-${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}.csv`;
}

/** The list's query string without paging: an export has every matching row. */
function exportQuerySchema(spec: ListSpec) {
  const { properties, ...schema } = listQuerySchema(spec);
  const { page: _page, page_size: _pageSize, ...kept } = properties;
  return { ...schema, properties: kept };
}

/**
 * GET <collection>export/: the rows the list call with the same filters, search and ordering
 * matches, all of them, as a CSV file streamed one batch at a time. Their ids are read first, so
 * X-Total-Count comes with the headers, before the first row, and a browser can show progress.
 */
export function exportCall(def: EntityDef, spec: ListSpec): ExtraRoute {
  const columns = exportColumns(def);
  const noun = def.label.toLowerCase();
  return {
    method: 'GET',
    url: 'export/',
    schema: {
      summary: `Export ${noun} records as CSV`,
      description:
        `Every ${noun} record the list call with the same filters, search and ordering matches, not one page, ` +
        `as CSV (UTF-8 with a byte order mark, RFC 4180): a header line of field names, then one line per record. ` +
        'Named references are written as their name, booleans true/false, times in ISO 8601, empty values empty; ' +
        `text starting with = + - @ tab or CR gets a leading apostrophe. Columns: ${columns.join(', ')}.`,
      querystring: exportQuerySchema(spec),
      response: {
        200: {
          description: 'The CSV file, streamed',
          headers: {
            'X-Total-Count': { type: 'integer', description: 'Number of records the file holds (sent before them)' },
            'Content-Disposition': { type: 'string', description: 'attachment; filename="<collection>-<date>.csv"' },
          },
          content: { 'text/csv': { schema: { type: 'string' } } },
        },
        ...errorResponses(401, 403),
      },
    },
    handler: async (request, reply) => {
      const { db } = request.server;
      const { scope } = request;
      const params = parseListParams(request.query as Row, spec);
      const ids = await listedIds(db, def, scope, params);
      const batches = exportBatches(db, def, scope, params, ids);
      // The first batch is read before any byte is sent, so a failing query still answers 500.
      const first = await batches.next();
      const linesOf = (rows: Row[]) => rows.map((row) => csvLine(columns.map((name) => row[name]))).join('');
      async function* csvText() {
        yield UTF8_BOM + csvLine(columns);
        if (first.done) return;
        yield linesOf(first.value);
        for await (const rows of batches) yield linesOf(rows);
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(def)}"`)
        .header('x-total-count', String(ids.length))
        .header('cache-control', 'no-store')
        .send(Readable.from(csvText(), { objectMode: false }));
    },
  };
}
