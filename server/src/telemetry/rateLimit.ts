/**
 * A fixed-window counter per client address: at most `limit` calls per `windowMs`. In memory, per
 * instance: it only keeps one browser (or a script) from flooding what the server keeps.
 */
export class RateLimit {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts the call; false when the address is over its limit in this window. */
  allow(address: string, now = Date.now()): boolean {
    const window = this.windows.get(address);
    if (!window || now - window.start >= this.windowMs) {
      if (this.windows.size > 10_000) this.forgetOld(now);
      this.windows.set(address, { start: now, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= this.limit;
  }

  private forgetOld(now: number): void {
    for (const [address, window] of this.windows) if (now - window.start >= this.windowMs) this.windows.delete(address);
  }
}
