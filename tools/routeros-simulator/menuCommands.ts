/**
 * Runs a logged-in command against the simulated configuration: print/getall with queries and
 * `.proplist`, add, set and remove. Unknown menus and verbs trap like RouterOS does.
 */
import { parseAttributeWord } from '../../server/src/routeros/reply';
import { type MenuStore, SimulatorTrap } from './menuStore';
import { matchesQuery } from './queryEvaluator';
import type { Row } from './seedData';

export interface ParsedCommand {
  path: string;
  attributes: Row;
  queries: string[];
  tag: string | null;
}

export interface CommandOutcome {
  rows: Row[];
  done: Row;
}

/** Splits a received sentence into command path, `=` attributes, `?` queries and `.tag`. */
export function parseCommand(words: readonly string[]): ParsedCommand {
  const [path, ...rest] = words;
  const parsed: ParsedCommand = { path, attributes: {}, queries: [], tag: null };
  for (const word of rest) {
    if (word.startsWith('=')) {
      const [key, value] = parseAttributeWord(word);
      parsed.attributes[key] = value;
    } else if (word.startsWith('?')) parsed.queries.push(word);
    else if (word.startsWith('.tag=')) parsed.tag = word.slice('.tag='.length);
  }
  return parsed;
}

function project(row: Row, proplist: string | undefined): Row {
  if (proplist === undefined) return row;
  const out: Row = {};
  for (const name of proplist.split(',')) if (name in row) out[name] = row[name];
  return out;
}

/**
 * Executes one command. `extras` adds computed properties per menu (e.g. a live uptime).
 * @example runMenuCommand(store, parseCommand(['/ip/pool/print', '?name=pool-vlan101']), {})
 */
export function runMenuCommand(
  store: MenuStore,
  command: ParsedCommand,
  extras: Record<string, () => Row>,
): CommandOutcome {
  const slash = command.path.lastIndexOf('/');
  const menu = command.path.slice(0, slash);
  const verb = command.path.slice(slash + 1) === 'getall' ? 'print' : command.path.slice(slash + 1);
  const spec = store.spec(menu);
  if (!spec) throw new SimulatorTrap('no such command prefix', 0);
  if (!(spec.verbs as readonly string[]).includes(verb)) throw new SimulatorTrap('no such command', 0);

  const { '.proplist': proplist, ...attributes } = command.attributes;
  switch (verb) {
    case 'print': {
      const rows = store.printRows(menu).map((row) => ({ ...row, ...extras[menu]?.() }));
      return {
        rows: rows.filter((row) => matchesQuery(row, command.queries)).map((row) => project(row, proplist)),
        done: {},
      };
    }
    case 'add':
      return { rows: [], done: { ret: store.add(menu, attributes) } };
    case 'set':
      store.set(menu, attributes);
      return { rows: [], done: {} };
    default:
      store.remove(menu, attributes['.id']);
      return { rows: [], done: {} };
  }
}
