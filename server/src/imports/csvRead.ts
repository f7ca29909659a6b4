import { parse } from 'csv-parse';
import type { Readable } from 'node:stream';

/** A file's records below its header, each with the line it starts on (1 is the header's). */
export interface CsvFile {
  header: string[];
  rows: [line: number, cells: string[]][];
}

/** Why a file cannot be read at all (the route answers 400 or 413 with it). */
export class CsvFileError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
    this.name = 'CsvFileError';
  }
}

/** A larger file is refused while it streams in, so it never sits in memory whole. */
export const MAX_IMPORT_ROWS = 50_000;
export const MAX_IMPORT_BYTES = 32 * 1024 * 1024;

/**
 * `;` when the header line has more semicolons than commas outside quotes (European spreadsheets
 * save that way), else `,`.
 */
export function sniffDelimiter(start: string): ',' | ';' {
  let quoted = false;
  let commas = 0;
  let semicolons = 0;
  for (const char of start) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas += 1;
    else if (!quoted && char === ';') semicolons += 1;
  }
  return semicolons > commas ? ';' : ',';
}

const newlines = (text: string) => (text.replace(/^[\r\n]+|[\r\n]+$/g, '').match(/\r\n|\n|\r/g) ?? []).length;

/**
 * Reads CSV text as it streams in (csv-parse): a byte order mark is dropped, `,` or `;` is taken
 * from the header line, quoted fields may hold line breaks, text is UTF-8. Files over
 * MAX_IMPORT_ROWS records or MAX_IMPORT_BYTES are refused as soon as they pass the limit.
 *
 * @example const { header, rows } = await readCsv(Readable.from(['name;kind\r\nH0101;apartment\r\n']));
 */
export async function readCsv(source: Readable | AsyncIterable<Buffer | string>): Promise<CsvFile> {
  const iterator = source[Symbol.asyncIterator]();
  const decoder = new TextDecoder('utf-8');
  let bytes = 0;
  const nextText = async (): Promise<string | null> => {
    const { value, done } = await iterator.next();
    if (done) return null;
    const chunk = typeof value === 'string' ? Buffer.from(value) : (value as Buffer);
    bytes += chunk.length;
    // PostgreSQL text cannot hold a NUL; a spreadsheet never writes one, a binary file does.
    if (chunk.includes(0)) throw new CsvFileError('The file contains a NUL character: is it a CSV text file?');
    if (bytes > MAX_IMPORT_BYTES)
      throw new CsvFileError(
        `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MiB: split it into smaller files.`,
        413,
      );
    return decoder.decode(chunk, { stream: true });
  };
  let first = (await nextText()) ?? '';
  while (!/[\r\n]/.test(first)) {
    const more = await nextText();
    if (more === null) break;
    first += more;
  }
  const parser = parse({
    bom: true,
    delimiter: sniffDelimiter(first.replace(/^\uFEFF/, '')),
    relax_column_count: true,
    skip_empty_lines: true,
    trim: true,
    info: true,
    raw: true,
  });
  const file: CsvFile = { header: [], rows: [] };
  let records = 0;
  let spanned = 0;
  const feed = (async () => {
    try {
      let text: string | null = first;
      while (text !== null) {
        // A refusal (too many rows) ends the reading and destroys the parser: it drains no more, it closes.
        if (!parser.write(text))
          await new Promise((resolve) => {
            parser.once('drain', resolve);
            parser.once('close', resolve);
          });
        if (parser.destroyed) return;
        text = await nextText();
      }
      parser.end(decoder.decode());
    } catch (error) {
      parser.destroy(error as Error);
    }
  })();
  try {
    for await (const { record, info, raw } of parser as AsyncIterable<{
      record: string[];
      info: { empty_lines: number };
      raw: string;
    }>) {
      // csv-parse's own line count takes a CRLF inside quotes for two lines: counted here instead.
      const line = 1 + records + spanned + info.empty_lines;
      records += 1;
      spanned += newlines(raw);
      if (file.header.length === 0) {
        file.header = record.map((cell) => cell.trim());
        continue;
      }
      if (record.every((cell) => cell === '')) continue;
      if (file.rows.length >= MAX_IMPORT_ROWS)
        throw new CsvFileError(
          `The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en')} rows: split it into smaller files.`,
          413,
        );
      file.rows.push([line, record]);
    }
  } catch (error) {
    if (error instanceof CsvFileError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new CsvFileError(`The file is not readable CSV: ${message}`);
  } finally {
    await iterator.return?.();
    await feed;
  }
  if (file.header.length === 0) throw new CsvFileError('The file is empty: it needs a header line and rows.');
  return file;
}
