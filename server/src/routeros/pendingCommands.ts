/**
 * Demultiplexes replies by `.tag`: each command in flight has one entry; replies of commands we
 * gave up on (timed out, trapped, cancelled) are swallowed until their `!done` arrives.
 */
import { RouterOsError, RouterOsTrapError } from './errors';
import { type Reply, replyMessage, trapCategory } from './reply';

/** What a command produced once its `!done` arrived. */
export interface CommandResult {
  /** One entry per `!re` row. */
  rows: Record<string, string>[];
  /** Attributes of `!done`, e.g. `ret` (the new `.id` after add). */
  done: Record<string, string>;
  /** True when the router answered `!empty` (RouterOS 7.18+) instead of sending zero rows silently. */
  empty: boolean;
}

interface PendingCommand {
  command: string;
  rows: Record<string, string>[];
  empty: boolean;
  timer: NodeJS.Timeout | null;
  resolve(result: CommandResult): void;
  reject(error: RouterOsError): void;
}

export class PendingCommands {
  private readonly inFlight = new Map<string, PendingCommand>();
  private readonly abandoned = new Set<string>();

  /** Registers a command under its tag; the returned promise settles on `!done`, `!trap` or failAll. */
  track(tag: string, command: string): Promise<CommandResult> {
    return new Promise((resolve, reject) => {
      this.inFlight.set(tag, { command, rows: [], empty: false, timer: null, resolve, reject });
    });
  }

  /** Sets the timeout timer after registration (the timer needs to know the tag first). */
  setTimer(tag: string, timer: NodeJS.Timeout): void {
    const entry = this.inFlight.get(tag);
    if (entry) entry.timer = timer;
    else clearTimeout(timer);
  }

  /** Marks a tag whose late replies must be ignored until its `!done`. */
  ignore(tag: string): void {
    this.abandoned.add(tag);
  }

  /** Rejects one command now (timeout) and ignores whatever the router still sends for it. */
  abandon(tag: string, error: RouterOsError): void {
    const entry = this.take(tag);
    if (!entry) return;
    this.abandoned.add(tag);
    entry.reject(error);
  }

  /** Routes one tagged reply (`!fatal` is the connection's business, not a command's). */
  dispatch(reply: Reply & { tag: string }): void {
    if (this.abandoned.has(reply.tag)) {
      if (reply.type === '!done') this.abandoned.delete(reply.tag);
      return;
    }
    const entry = this.inFlight.get(reply.tag);
    if (!entry) return;
    switch (reply.type) {
      case '!re':
        entry.rows.push(reply.attributes);
        return;
      case '!empty':
        entry.empty = true;
        return;
      case '!trap':
        // The router still sends `!done` after a trap; reject now and swallow that `!done`.
        this.abandon(reply.tag, new RouterOsTrapError(entry.command, replyMessage(reply), trapCategory(reply)));
        return;
      case '!done':
        this.take(reply.tag);
        entry.resolve({ rows: entry.rows, done: reply.attributes, empty: entry.empty });
        return;
      default:
        return;
    }
  }

  /** Rejects every command in flight (connection lost). */
  failAll(error: RouterOsError): void {
    for (const tag of [...this.inFlight.keys()]) this.take(tag)?.reject(error);
    this.abandoned.clear();
  }

  get size(): number {
    return this.inFlight.size;
  }

  private take(tag: string): PendingCommand | undefined {
    const entry = this.inFlight.get(tag);
    if (!entry) return undefined;
    this.inFlight.delete(tag);
    if (entry.timer) clearTimeout(entry.timer);
    return entry;
  }
}
