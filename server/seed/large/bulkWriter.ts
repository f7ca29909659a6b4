import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../src/db/database';

export type Cell = string | number | boolean | null | Date;

/** A value as an SQL literal: the generated rows are ours, so literals beat thousands of parameters. */
export function literal(value: Cell): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'NULL';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  const text = value instanceof Date ? value.toISOString() : value;
  return `'${text.replace(/'/g, "''")}'`;
}

/** Prints "rooms 45,000/100,000" as rows go in: one rewritten line on a terminal, a few lines otherwise. */
export class Progress {
  private readonly started = Date.now();
  private lastReported = -1;

  constructor(private readonly write: (line: string) => void = (line) => process.stdout.write(line)) {}

  report(label: string, done: number, total: number): void {
    const tenth = Math.floor((done / total) * 10);
    const interactive = process.stdout.isTTY;
    if (!interactive && tenth === this.lastReported && done < total) return;
    this.lastReported = done >= total ? -1 : tenth;
    const seconds = ((Date.now() - this.started) / 1000).toFixed(1);
    const line = `  ${label.padEnd(22)} ${done.toLocaleString('en-US').padStart(9)} / ${total.toLocaleString('en-US')}  (${seconds} s)`;
    this.write(interactive ? `\r${line}${done >= total ? '\n' : ''}` : `${line}\n`);
  }
}

/**
 * Multi-row INSERTs of `batchSize` rows: `await writer.insert('rooms', ['id', 'name'], rows, total)`.
 * Rows come from a generator so the whole data set never sits in memory at once.
 */
export class BulkWriter {
  constructor(
    private readonly db: Database,
    private readonly progress: Progress,
    private readonly batchSize = 2000,
  ) {}

  async insert(
    table: string,
    columns: string[],
    rows: Iterable<Cell[]>,
    total: number,
    label = table,
  ): Promise<number> {
    const head = `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES `;
    let batch: string[] = [];
    let done = 0;
    const flush = async () => {
      if (batch.length === 0) return;
      await this.db.execute(sql.raw(head + batch.join(',')));
      done += batch.length;
      batch = [];
      this.progress.report(label, done, Math.max(total, done));
    };
    for (const row of rows) {
      batch.push(`(${row.map(literal).join(',')})`);
      if (batch.length >= this.batchSize) await flush();
    }
    await flush();
    return done;
  }

  /** The next free id of a serial table, so generated rows can reference each other. */
  async nextId(table: string): Promise<number> {
    const result = await this.db.execute(sql.raw(`SELECT coalesce(max(id), 0) + 1 AS next FROM "${table}"`));
    return Number(rowsOf<{ next: number | string }>(result)[0].next);
  }

  /** After explicit ids: move the serial sequence past them. */
  async syncSequence(table: string): Promise<void> {
    await this.db.execute(
      sql.raw(
        `SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), (SELECT coalesce(max(id), 1) FROM "${table}"))`,
      ),
    );
  }
}
