/**
 * One API connection to the simulator: decodes sentences, enforces login, runs commands
 * concurrently (so tagged replies interleave), and honours delays, `/cancel`, `/quit` and the
 * abrupt-close switch.
 */
import type net from 'node:net';
import { SentenceDecoder } from '../../server/src/routeros/sentenceDecoder';
import { encodeSentence } from '../../server/src/routeros/wordCodec';
import { type CommandOutcome, parseCommand, type ParsedCommand, runMenuCommand } from './menuCommands';
import { type MenuStore, SimulatorTrap } from './menuStore';
import type { Row } from './seedData';
import { handleLogin, type LoginState } from './simulatorLogin';
import type { SimulatorOptions } from './simulatorOptions';

const CHANGES_CONFIGURATION = /\/(add|set|remove)$/;

/** The fault switches: should this command cut the connection, or trap? (Counts changes.) */
function injectedFault(options: SimulatorOptions, command: ParsedCommand): 'drop' | SimulatorTrap | null {
  const trap = options.trapCommand;
  const attributesMatch = (wanted: Record<string, string> = {}) =>
    Object.entries(wanted).every(([key, value]) => command.attributes[key] === value);
  if (trap && trap.path === command.path && attributesMatch(trap.attributes))
    return new SimulatorTrap(trap.message, trap.category ?? 1);
  if (options.dropAfterCommands === null || !CHANGES_CONFIGURATION.test(command.path)) return null;
  if (options.dropAfterCommands > 0) {
    options.dropAfterCommands -= 1;
    return null;
  }
  options.dropAfterCommands = null;
  return 'drop';
}

export interface SessionContext {
  store: MenuStore;
  /** Read live, so tests can change behaviour between commands. */
  options: SimulatorOptions;
  /** Every command path received, in order (all connections). */
  commandLog: string[];
  /** Every reply sent as `tag type`, in wire order, to observe interleaving. */
  replyLog: string[];
  /** Properties computed at print time, per menu. */
  extras: Record<string, () => Row>;
}

/** Serves one client socket until it closes. */
export function serveSession(socket: net.Socket, context: SessionContext): void {
  const decoder = new SentenceDecoder({ maxWordLength: 1 << 20 });
  const login: LoginState = { user: null, challenge: null };
  const waiting = new Map<string, () => void>();

  const reply = (type: string, attributes: Row, tag: string | null) => {
    if (socket.destroyed) return;
    const words = [type, ...Object.entries(attributes).map(([key, value]) => `=${key}=${value}`)];
    if (tag !== null) words.push(`.tag=${tag}`);
    context.replyLog.push(`${tag ?? '-'} ${type}`);
    socket.write(encodeSentence(words));
  };
  const fatal = (reason: string) => {
    if (socket.destroyed) return;
    context.replyLog.push(`- !fatal`);
    socket.end(encodeSentence(['!fatal', reason]));
  };

  /** Sleeps unless `/cancel` names this tag first; resolves false when cancelled. */
  const wait = (tag: string | null, ms: number) =>
    new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        if (tag !== null) waiting.delete(tag);
        resolve(!socket.destroyed);
      }, ms);
      if (tag === null) return;
      waiting.set(tag, () => {
        clearTimeout(timer);
        waiting.delete(tag);
        reply('!trap', { category: '2', message: 'interrupted' }, tag);
        reply('!done', {}, tag);
        resolve(false);
      });
    });

  const cancel = (command: ParsedCommand) => {
    const target = command.attributes.tag;
    const victims = target !== undefined ? [waiting.get(target)] : [...waiting.values()];
    victims.forEach((stop) => stop?.());
    reply('!done', {}, command.tag);
  };

  const run = (command: ParsedCommand): CommandOutcome =>
    command.path === '/login'
      ? { rows: [], done: handleLogin(login, command.attributes, context.options) }
      : runMenuCommand(context.store, command, context.extras);

  const handle = async (words: string[]) => {
    const command = parseCommand(words);
    const { options } = context;
    context.commandLog.push(command.path);
    if (options.closeOnCommand === command.path) return void socket.destroy();
    if (command.path === '/quit') return fatal('session terminated on request');
    if (command.path !== '/login' && login.user === null) return fatal('not logged in');
    if (command.path === '/cancel') return cancel(command);

    const delay = options.commandDelays[command.path] ?? options.defaultDelayMs;
    if (delay > 0 && !(await wait(command.tag, delay))) return;
    try {
      const fault = injectedFault(options, command);
      if (fault === 'drop') return void socket.destroy();
      if (fault) throw fault;
      const outcome = run(command);
      for (const row of outcome.rows) {
        if (options.rowDelayMs > 0 && !(await wait(command.tag, options.rowDelayMs))) return;
        reply('!re', row, command.tag);
      }
      const isPrint = /\/(print|getall)$/.test(command.path);
      if (isPrint && outcome.rows.length === 0 && options.emptyReplies) reply('!empty', {}, command.tag);
      reply('!done', outcome.done, command.tag);
    } catch (error) {
      // Anything unexpected is reported like RouterOS reports a general failure (category 4).
      const trap = error instanceof SimulatorTrap ? error : new SimulatorTrap(`failure: ${String(error)}`, 4);
      const category: Row = trap.category === null ? {} : { category: String(trap.category) };
      reply('!trap', { ...category, message: trap.message }, command.tag);
      reply('!done', {}, command.tag);
    }
  };

  socket.on('data', (chunk: Buffer) => {
    let sentences: string[][];
    try {
      sentences = decoder.push(chunk);
    } catch {
      return void socket.destroy();
    }
    for (const words of sentences) void handle(words);
  });
  socket.on('error', () => socket.destroy());
  socket.on('close', () => waiting.clear());
}
