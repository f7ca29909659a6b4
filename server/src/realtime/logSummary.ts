import type { FastifyBaseLogger } from 'fastify';

type Level = 'info' | 'warn' | 'error';

export interface LogSummaryOptions {
  /** lines of one kind written in full per window; past them only counted */
  linesPerWindow?: number;
  windowMs?: number;
}

/**
 * Log lines that clients can cause at any rate (a socket opened or closed, a frame refused), kept
 * to a few per kind and minute: past `linesPerWindow` a kind is only counted, and one line per
 * window says how many were left out (`websocket opened: 1,204 more in the last 60 s`). Without it,
 * anyone able to reach the server could fill its disk through its log without signing in.
 *
 * @example summary.line('info', 'websocket opened', { sockets: 3 })
 */
export class LogSummary {
  private readonly written = new Map<string, number>();
  private readonly leftOut = new Map<string, { level: Level; count: number }>();
  private readonly timer: NodeJS.Timeout;
  private readonly linesPerWindow: number;
  private readonly windowMs: number;

  constructor(
    private readonly log: FastifyBaseLogger,
    { linesPerWindow = 10, windowMs = 60_000 }: LogSummaryOptions = {},
  ) {
    this.linesPerWindow = linesPerWindow;
    this.windowMs = windowMs;
    this.timer = setInterval(() => this.flush(), windowMs);
    this.timer.unref();
  }

  /** Writes the line, or counts it when its kind (the message) already had its lines this window. */
  line(level: Level, message: string, fields: object = {}): void {
    const written = this.written.get(message) ?? 0;
    if (written < this.linesPerWindow) {
      this.written.set(message, written + 1);
      this.log[level](fields, message);
      return;
    }
    const left = this.leftOut.get(message);
    if (left) left.count += 1;
    else this.leftOut.set(message, { level, count: 1 });
  }

  /** Says what was left out since the last window, and starts a new one. */
  flush(): void {
    const seconds = Math.round(this.windowMs / 1000);
    for (const [message, { level, count }] of this.leftOut)
      this.log[level]({ leftOut: count }, `${message}: ${count.toLocaleString('en')} more in the last ${seconds} s`);
    this.leftOut.clear();
    this.written.clear();
  }

  /** The last summary, and no more windows (the server is closing). */
  stop(): void {
    clearInterval(this.timer);
    this.flush();
  }
}
