/**
 * Undoing what an apply changed, newest first, best effort: every step is attempted and logged,
 * a failed one does not stop the others.
 */
import type { CommandParams } from '../../routeros/commandWords';
import type { CommandResult } from '../../routeros/pendingCommands';
import { describeCommand } from './describeCommand';
import type { PlanCommand } from './planTypes';

/** The part of a RouterOS client an apply uses. */
export interface RouterCommander {
  execute(command: string, params?: CommandParams): Promise<CommandResult>;
  print(menu: string, params?: CommandParams): Promise<Record<string, string>[]>;
  close(): Promise<void>;
  readonly isClosed: boolean;
}

/**
 * How to take one applied command back: a command, or (for an add whose answer was lost with the
 * connection) removing whatever carries the new item's identifying properties.
 */
export type Undo =
  | { kind: 'command'; command: Omit<PlanCommand, 'undo'> }
  | { kind: 'remove-matching'; menu: string; where: Record<string, string> };

export interface RollbackStep {
  undo: string;
  ok: boolean;
  /** The router's words when the step failed. */
  message: string | null;
}

export function describeUndo(undo: Undo): string {
  if (undo.kind === 'command') return describeCommand(undo.command);
  const where = Object.entries(undo.where).map(([name, value]) => `?${name}=${value}`);
  return [`${undo.menu}/remove`, ...where].join(' ');
}

/** The undo of an add: by the new `.id` when the router said it, else by the item's tag (and name). */
export function undoOfAdd(command: PlanCommand, newId: string | undefined): Undo {
  const menu = command.path.replace(/\/add$/, '');
  if (newId) return { kind: 'command', command: { path: `${menu}/remove`, attributes: { '.id': newId } } };
  const where: Record<string, string> = { comment: command.attributes.comment ?? '' };
  if (command.attributes.name) where.name = command.attributes.name;
  return { kind: 'remove-matching', menu, where };
}

async function runUndo(client: RouterCommander, undo: Undo): Promise<void> {
  if (undo.kind === 'command') {
    await client.execute(undo.command.path, { attributes: undo.command.attributes });
    return;
  }
  const rows = await client.print(undo.menu, { proplist: ['.id'], where: undo.where });
  for (const row of rows) await client.execute(`${undo.menu}/remove`, { attributes: { '.id': row['.id'] } });
}

/** Runs the undos newest first; `client` is null when no connection could be had. */
export async function rollBack(
  client: RouterCommander | null,
  undos: readonly Undo[],
  onStep: (step: RollbackStep) => void,
): Promise<RollbackStep[]> {
  const steps: RollbackStep[] = [];
  for (const undo of [...undos].reverse()) {
    let step: RollbackStep;
    if (!client) step = { undo: describeUndo(undo), ok: false, message: 'No connection to the router' };
    else {
      try {
        await runUndo(client, undo);
        step = { undo: describeUndo(undo), ok: true, message: null };
      } catch (error) {
        step = { undo: describeUndo(undo), ok: false, message: routerWords(error) };
      }
    }
    steps.push(step);
    onStep(step);
  }
  return steps;
}

/** What the router said (a trap's message), else the error's message. */
export function routerWords(error: unknown): string {
  if (error && typeof error === 'object' && 'routerMessage' in error) return String(error.routerMessage);
  return error instanceof Error ? error.message : String(error);
}
