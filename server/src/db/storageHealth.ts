import fs from 'node:fs';

/** Free space under which the embedded database's disk counts as full. */
export const minFreeBytes = 64 * 1024 * 1024;
/** How long a write refused for lack of space keeps health at "unhealthy". */
const failureMemoryMs = 60_000;

/**
 * Whether the database can still write. A PostgreSQL server's disk cannot be seen from here, so
 * a disk-full error from any query marks storage unhealthy for a minute; for the embedded
 * database the free space of DATA_DIR is also checked.
 */
export class StorageHealth {
  private lastFailure: { at: number; message: string } | null = null;
  private readonly failureListeners = new Set<() => void>();

  constructor(
    /** DATA_DIR of the embedded database; null for PostgreSQL. */
    private readonly dataDir: string | null,
    private readonly threshold = minFreeBytes,
  ) {}

  noteFailure(message: string): void {
    this.lastFailure = { at: Date.now(), message };
    for (const listener of this.failureListeners) listener();
  }

  /** `listener` hears of each refused write (health checks again at once rather than at its next round). */
  onFailure(listener: () => void): () => void {
    this.failureListeners.add(listener);
    return () => this.failureListeners.delete(listener);
  }

  /** Null when storage looks fine, else what is wrong. */
  async problem(): Promise<string | null> {
    if (this.lastFailure && Date.now() - this.lastFailure.at < failureMemoryMs) return this.lastFailure.message;
    if (!this.dataDir) return null;
    try {
      const stats = await fs.promises.statfs(this.dataDir);
      const free = stats.bavail * stats.bsize;
      if (free < this.threshold) return `Only ${Math.floor(free / (1024 * 1024))} MiB free in the data directory`;
    } catch {
      // No data directory (an in-memory database): nothing to measure.
    }
    return null;
  }
}
