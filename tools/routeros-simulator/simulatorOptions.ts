/**
 * Behaviour switches of the RouterOS API simulator. All of them can be changed while it runs
 * (`simulator.options.rejectLogins = true`), so one simulator can serve several test cases.
 */
import type { RouterSeed } from './seedData';

export interface SimulatorUser {
  name: string;
  password: string;
}

/**
 * - 'plain': RouterOS 6.43+ (`/login =name= =password=`); the only style RouterOS 7 accepts.
 * - 'challenge': before 6.43; any `/login` gets `=ret=` and needs the MD5 `=response=`.
 * - 'both': the 6.43–6.45 transition, accepting either.
 */
export type LoginStyle = 'plain' | 'challenge' | 'both';

/** 'anonymous' mimics a router with no certificate in `/ip service` (anonymous DH only). */
export type SimulatorTlsMode = 'anonymous' | 'certificate';

export interface SimulatorOptions {
  users: SimulatorUser[];
  loginStyle: LoginStyle;
  /** Refuse every login, whatever the credentials. */
  rejectLogins: boolean;
  /** Answer empty prints with `!empty` then `!done` (RouterOS 7.18+); false gives only `!done`. */
  emptyReplies: boolean;
  /** Delay before answering, per command path (e.g. '/ip/pool/print'), in ms. */
  commandDelays: Record<string, number>;
  /** Delay before answering any command without its own entry in commandDelays. */
  defaultDelayMs: number;
  /** Pause between `!re` rows so concurrent commands interleave on the wire. */
  rowDelayMs: number;
  /** Destroy the socket without a word when this command path arrives (simulates a crash or cable cut). */
  closeOnCommand: string | null;
  /**
   * After this many more configuration changes (add/set/remove, any connection), the next one
   * closes its connection without being run. One-shot: it resets to null when it fires.
   */
  dropAfterCommands: number | null;
  /** Answer matching commands with `!trap` instead of running them (until cleared). */
  trapCommand: TrapCommand | null;
}

export interface TrapCommand {
  /** Command path, e.g. '/ip/address/add'. */
  path: string;
  /** Only when every one of these attributes is sent with this value. */
  attributes?: Record<string, string>;
  message: string;
  category?: number;
}

export interface StartSimulatorOptions extends Partial<SimulatorOptions> {
  host?: string;
  /** API port; 0 picks a free one. */
  port?: number;
  /** API-SSL port (0 = free one); omit or null for no TLS listener. */
  tlsPort?: number | null;
  tlsMode?: SimulatorTlsMode;
  seed?: RouterSeed;
}

export const DEFAULT_SIMULATOR_USER: SimulatorUser = { name: 'admin', password: 'simpass' };

/** Options with every default filled in. */
export function resolveSimulatorOptions(options: Partial<SimulatorOptions>): SimulatorOptions {
  return {
    users: options.users ?? [DEFAULT_SIMULATOR_USER],
    loginStyle: options.loginStyle ?? 'plain',
    rejectLogins: options.rejectLogins ?? false,
    emptyReplies: options.emptyReplies ?? true,
    commandDelays: options.commandDelays ?? {},
    defaultDelayMs: options.defaultDelayMs ?? 0,
    rowDelayMs: options.rowDelayMs ?? 0,
    closeOnCommand: options.closeOnCommand ?? null,
    dropAfterCommands: options.dropAfterCommands ?? null,
    trapCommand: options.trapCommand ?? null,
  };
}
