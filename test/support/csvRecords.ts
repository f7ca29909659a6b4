/**
 * Reads CSV text (RFC 4180) back into records, as a spreadsheet would: quoted fields may hold
 * commas, doubled quotes and line breaks; records end with CRLF.
 *
 * @example parseCsv('a,"b ""c"""\r\n') // [['a', 'b "c"']]
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted && ch === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (quoted || (ch !== ',' && !(ch === '\r' && text[i + 1] === '\n'))) {
      field += ch;
    } else if (ch === ',') {
      record.push(field);
      field = '';
    } else {
      records.push([...record, field]);
      record = [];
      field = '';
      i += 1;
    }
  }
  if (field !== '' || record.length > 0) records.push([...record, field]);
  return records;
}

/** The records of an export as objects keyed by its header line (the byte order mark removed). */
export function csvObjects(text: string): { columns: string[]; rows: Record<string, string>[] } {
  const [columns, ...records] = parseCsv(text.replace(/^\uFEFF/, ''));
  return { columns, rows: records.map((fields) => Object.fromEntries(columns.map((name, i) => [name, fields[i]]))) };
}
