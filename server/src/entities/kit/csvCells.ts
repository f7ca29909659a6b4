/**
 * CSV text of API items (RFC 4180): comma-separated, CRLF line ends, a field quoted when it holds a
 * comma, quote, CR or LF, quotes inside doubled. Opened in a spreadsheet, so text that would start
 * a formula gets a leading apostrophe and the file starts with a UTF-8 byte order mark (Excel
 * reads æøå right only then).
 *
 * @example csvLine(['H0203', { id: 4, name: 'Storgata 12' }, null, true]) // 'H0203,Storgata 12,,true\r\n'
 */
export const UTF8_BOM = '\uFEFF';

/** What a spreadsheet would run as a formula (OWASP "CSV injection"): = + - @, tab and CR. */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell's text: names of named references, true/false, ISO dates, empty for null. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return FORMULA_START.test(value) ? `'${value}` : value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(cellText).join(', ');
  if (isNamedRef(value)) return cellText(value.name);
  // Other structured values (a change record's before and after) stay readable as JSON.
  return cellText(JSON.stringify(value));
}

/**
 * `{id, name}` of a related object (labels.namedRef), perhaps with its own references (a room's floor
 * names its address: `{id, name, address_id, address}`): its name is what a reader wants.
 */
function isNamedRef(value: object): value is { id: unknown; name: unknown } {
  if (!('id' in value && 'name' in value)) return false;
  return Object.entries(value).every(
    ([key, inner]) =>
      key === 'id' ||
      key === 'name' ||
      (key.endsWith('_id') && typeof inner === 'number') ||
      (typeof inner === 'object' && inner !== null && isNamedRef(inner)),
  );
}

/** A field as written to the file: quoted when it must be. */
export function csvField(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, CRLF-terminated. */
export function csvLine(values: readonly unknown[]): string {
  return `${values.map((value) => csvField(cellText(value))).join(',')}\r\n`;
}
