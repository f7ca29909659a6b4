import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import { parse, protocol } from '@electric-sql/pglite';
import { PREPARED_STATEMENTS_PER_CONNECTION, worthPreparing } from './preparedStatements';

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];
type Field = { name: string; dataTypeID: number };
type Parser = (text: string, type: number) => unknown;

// By name, not instanceof: under jest the messages come from PGlite's classes in another realm.
const isDataRow = (message: BackendMessage): message is BackendMessage & { fields: (string | null)[] } =>
  message.name === 'dataRow';
const isCommandComplete = (message: BackendMessage): message is BackendMessage & { text: string } =>
  message.name === 'commandComplete';
const isRowDescription = (message: BackendMessage): message is BackendMessage & { fields: Field[] } =>
  message.name === 'rowDescription';

interface Prepared {
  name: string;
  /** Parameter types PostgreSQL inferred, for PGlite's serializers. */
  paramTypes: number[];
  /** The columns it returns (none for a write without RETURNING). */
  fields: Field[];
}

/**
 * PGlite's parseResults for one statement's messages, minus its cost: it merges the caller's parsers
 * into a copy of all of PGlite's (a hundred-odd types) on every call, which took 7% of the server's
 * time under load. Each column's parser is picked once per call here instead.
 */
function resultOf<T>(
  messages: BackendMessage[],
  fields: Field[],
  defaults: Record<number, Parser>,
  options?: QueryOptions,
) {
  const parsers = fields.map(({ dataTypeID }) => options?.parsers?.[dataTypeID] ?? defaults[dataTypeID]);
  const value = (text: string | null, i: number) =>
    text === null || !parsers[i] ? text : parsers[i](text, fields[i].dataTypeID);
  const rows: unknown[] = [];
  let command: string | undefined;
  let rowCount: number | undefined;
  for (const message of messages) {
    if (isDataRow(message)) {
      const texts = message.fields;
      rows.push(
        options?.rowMode === 'array'
          ? texts.map(value)
          : Object.fromEntries(texts.map((text, i) => [fields[i].name, value(text, i)])),
      );
    } else if (isCommandComplete(message)) {
      // "SELECT 2", "UPDATE 3", "INSERT 0 5": the count ends the tag.
      const parts = message.text.split(' ');
      command = parts[0];
      const count = Number.parseInt(parts[parts.length - 1], 10);
      if (!Number.isNaN(count)) rowCount = count;
    }
  }
  const writes = ['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'];
  const affectedRows = command && writes.includes(command) ? (rowCount ?? 0) : 0;
  return { rows, fields, command, rowCount, affectedRows } as Results<T>;
}

const { serialize } = protocol;

function concat(...messages: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(messages.reduce((size, message) => size + message.length, 0));
  let at = 0;
  for (const message of messages) {
    all.set(message, at);
    at += message.length;
  }
  return all;
}

/**
 * Makes the client's and its transactions' `query` (what drizzle calls) run worthwhile statements as
 * named prepared statements: parsed and described once, then one Bind/Execute/Sync round each time,
 * where PGlite's own query parses, describes and plans every call in six rounds. Nothing else may
 * talk to the database within a call: the embedded database's statement lane (pglite.ts) runs one
 * call or transaction at a time.
 */
export function reusePreparedStatements(client: PGlite, capacity = PREPARED_STATEMENTS_PER_CONNECTION): void {
  const statements = new Map<string, Prepared>();
  let named = 0;

  /** Within a transaction the files are synced at its end (PGlite's own query does the same). */
  type Protocol = { syncToFs: boolean };

  async function prepare(text: string, protocol: Protocol): Promise<Prepared> {
    if (statements.size >= capacity) {
      const [oldestText, oldest] = statements.entries().next().value as [string, Prepared];
      statements.delete(oldestText);
      const close = concat(serialize.close({ type: 'S', name: oldest.name }), serialize.sync());
      await client.execProtocolStream(close, protocol);
    }
    const name = `portico_${(named += 1)}`;
    const messages = await client.execProtocolStream(
      concat(serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()),
      protocol,
    );
    const description = messages.find(isRowDescription);
    const prepared: Prepared = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      fields: (description?.fields ?? []).map(({ name: column, dataTypeID }) => ({ name: column, dataTypeID })),
    };
    statements.set(text, prepared);
    return prepared;
  }

  async function run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    protocol: Protocol,
  ): Promise<Results<T>> {
    try {
      let prepared = statements.get(text);
      if (prepared) {
        // Most recently used last: the map's first entry is the one to close when it is full.
        statements.delete(text);
        statements.set(text, prepared);
      } else prepared = await prepare(text, protocol);
      const { paramTypes } = prepared;
      const values = params.map((param, i) => {
        if (param === null || param === undefined) return null;
        const serializer = options?.serializers?.[paramTypes[i]] ?? client.serializers[paramTypes[i]];
        return serializer ? serializer(param) : String(param);
      });
      const bound = concat(
        serialize.bind({ statement: prepared.name, values }),
        serialize.execute({}),
        serialize.sync(),
      );
      // The stream variant hands over parsed messages without also copying the raw answer.
      const messages = await client.execProtocolStream(bound, protocol);
      return resultOf<T>(messages, prepared.fields, client.parsers, options);
    } catch (error) {
      // As PGlite's own query does: the failed statement and its parameters travel with the error.
      Object.assign(error as object, { query: text, params, queryOptions: options });
      throw error;
    }
  }

  /** `query` of the client or of a transaction: prepared when worth it, else PGlite's own. */
  const preparedOr = (plain: PGlite['query'], protocol: Protocol) =>
    (<T>(text: string, params?: unknown[], options?: QueryOptions) =>
      (statements.has(text) || worthPreparing(text, params)) && !options?.paramTypes && !options?.blob
        ? run<T>(text, params ?? [], options, protocol)
        : plain<T>(text, params, options)) as PGlite['query'];

  client.query = preparedOr(client.query.bind(client), { syncToFs: true });
  const plainTransaction = client.transaction.bind(client);
  // Writes run in transactions: a create's half-dozen statements are worth preparing too.
  client.transaction = ((callback) =>
    plainTransaction((tx) => {
      const plainTxQuery = tx.query.bind(tx);
      const preparedTxQuery = preparedOr(plainTxQuery, { syncToFs: false });
      tx.query = ((text, params, options) => {
        if (tx.closed) return plainTxQuery(text, params, options); // PGlite's own refusal
        return preparedTxQuery(text, params, options);
      }) as typeof tx.query;
      return callback(tx);
    })) as PGlite['transaction'];
}
