/**
 * The executor: sends a plan's commands in order, recording each one's undo before sending it. On a
 * trap, a lost connection or an abort it stops and rolls back what it applied (reconnecting if need
 * be); after the last command it re-reads the router and compares again (in sync = empty plan).
 * A plain async function, so a job runner can wrap it.
 */
import { RouterOsError, RouterOsTrapError } from '../../routeros/errors';
import type { ConfigSection } from '../config/configEntries';
import { buildPlan } from './buildPlan';
import { describeCommand } from './describeCommand';
import type { RouterPlan } from './planTypes';
import { readRunningConfig } from './readRunningConfig';
import {
  describeUndo,
  rollBack,
  type RollbackStep,
  type RouterCommander,
  routerWords,
  type Undo,
  undoOfAdd,
} from './rollback';

export type { RouterCommander } from './rollback';

export type ApplyPhase = 'applying' | 'rolling-back' | 'verifying';

export interface ApplyProgress {
  phase: ApplyPhase;
  /** Commands applied so far. */
  done: number;
  total: number;
  /** The command being sent (secrets as "••••"), or the undo being run. */
  current: string | null;
}

export interface ApplyLogEntry {
  at: string;
  event: 'undo-recorded' | 'applied' | 'failed' | 'cancelled' | 'rolled-back' | 'rollback-failed' | 'verified';
  /** A command or undo (secrets as "••••"). */
  command?: string;
  message?: string;
}

export interface ApplyFailure {
  /** The command that failed (secrets as "••••"), or null when connecting failed. */
  command: string | null;
  /** The router's own words: a trap's message, or why the connection ended. */
  reason: string;
  /** RouterOsError code: TRAP, CONNECTION_CLOSED, COMMAND_TIMEOUT… */
  code: string;
}

export interface ApplyResult {
  /** in-sync: every command applied and a fresh plan is empty; drifted: applied, yet a fresh plan is not empty. */
  status: 'in-sync' | 'drifted' | 'failed' | 'cancelled';
  applied: number;
  total: number;
  failure: ApplyFailure | null;
  rollback: RollbackStep[];
  log: ApplyLogEntry[];
  /** The plan read after the last command (null when the apply did not get that far). */
  verification: RouterPlan | null;
}

export interface ApplyOptions {
  /** Opens a logged-in connection; called again to roll back after a lost connection. */
  connect: () => Promise<RouterCommander>;
  plan: RouterPlan;
  /** What Portico renders, to verify against after the last command. */
  intended: readonly ConfigSection[];
  onProgress?: (progress: ApplyProgress) => void;
  /** Aborting stops before the next command and rolls back what was applied. */
  signal?: AbortSignal;
}

const failureOf = (error: unknown, command: string | null): ApplyFailure => ({
  command,
  reason: routerWords(error),
  code: error instanceof RouterOsError ? error.code : 'ERROR',
});

/**
 * @example
 * const result = await applyPlan({ connect: () => connectDevice(device), plan, intended, onProgress: console.log });
 * if (result.status === 'failed') console.log(result.failure.reason); // e.g. 'failure: already have such address'
 */
export async function applyPlan(options: ApplyOptions): Promise<ApplyResult> {
  const { plan, signal } = options;
  const total = plan.steps.length;
  const log: ApplyLogEntry[] = [];
  const note = (entry: Omit<ApplyLogEntry, 'at'>) => log.push({ at: new Date().toISOString(), ...entry });
  const progress = (phase: ApplyPhase, done: number, current: string | null) =>
    options.onProgress?.({ phase, done, total, current });
  const undos: Undo[] = [];
  let applied = 0;
  let client: RouterCommander | null = null;

  const stop = async (status: 'failed' | 'cancelled', failure: ApplyFailure | null): Promise<ApplyResult> => {
    if (client?.isClosed) client = null;
    if (!client && undos.length > 0) client = await options.connect().catch(() => null);
    const rollback = await rollBack(client, undos, (step) => {
      progress('rolling-back', undos.length, step.undo);
      note({
        event: step.ok ? 'rolled-back' : 'rollback-failed',
        command: step.undo,
        message: step.message ?? undefined,
      });
    });
    await client?.close().catch(() => undefined);
    return { status, applied, total, failure, rollback, log, verification: null };
  };

  try {
    client = await options.connect();
  } catch (error) {
    note({ event: 'failed', message: routerWords(error) });
    return {
      status: 'failed',
      applied: 0,
      total,
      failure: failureOf(error, null),
      rollback: [],
      log,
      verification: null,
    };
  }

  for (const [index, { command }] of plan.steps.entries()) {
    const described = describeCommand(command);
    progress('applying', index, described);
    if (signal?.aborted) {
      note({ event: 'cancelled', command: described });
      return stop('cancelled', null);
    }
    const knownUndo: Undo | null =
      command.undo && command.undo !== 'remove-added' ? { kind: 'command', command: command.undo } : null;
    const recorded = knownUndo ?? undoOfAdd(command, undefined);
    note({ event: 'undo-recorded', command: describeUndo(recorded) });
    try {
      const result = await client.execute(command.path, { attributes: command.attributes });
      undos.push(knownUndo ?? undoOfAdd(command, result.done.ret));
      applied += 1;
      note({ event: 'applied', command: described });
    } catch (error) {
      note({ event: 'failed', command: described, message: routerWords(error) });
      // A trap means the router did not run it; a lost connection leaves it unknown, so undo it too.
      if (!(error instanceof RouterOsTrapError)) undos.push(recorded);
      return stop('failed', failureOf(error, described));
    }
  }

  progress('verifying', total, null);
  try {
    const verification = buildPlan(options.intended, await readRunningConfig(client));
    note({ event: 'verified', message: verification.inSync ? 'In sync' : `${verification.items.length} items differ` });
    return {
      status: verification.inSync ? 'in-sync' : 'drifted',
      applied: total,
      total,
      failure: null,
      rollback: [],
      log,
      verification,
    };
  } catch (error) {
    note({ event: 'failed', message: `Verification failed: ${routerWords(error)}` });
    return {
      status: 'drifted',
      applied: total,
      total,
      failure: failureOf(error, null),
      rollback: [],
      log,
      verification: null,
    };
  } finally {
    await client.close().catch(() => undefined);
  }
}
