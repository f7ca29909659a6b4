import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ensurePrivateDir } from '../dataDir';

/** Thrown when another live process holds DATA_DIR; its message is for the operator. */
export class DataDirLockedError extends Error {}

/**
 * When a process started: field 22 of /proc/<pid>/stat (clock ticks since boot), so a pid reused
 * by an unrelated process after a crash is not taken for the lock's holder. Null without /proc.
 */
function startTicks(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isRunning(pid: number, started: string | null): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return started === null || startTicks(pid) === null || startTicks(pid) === started;
}

/** What a claim file holds: the pid and start time of the process that made it. */
const ownIdentity = () => `${process.pid} ${startTicks(process.pid) ?? ''}\n`;

function parseHolder(content: string): { pid: number; started: string | null } | null {
  const [pid, started] = content.trim().split(/\s+/);
  return Number.isInteger(Number(pid)) && Number(pid) > 0 ? { pid: Number(pid), started: started || null } : null;
}

/** The file's content, or null when there is none. */
function readClaim(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** A file next to `file` holding this process's identity, written whole before anyone can see it under `file`'s name. */
function writeOwnTemp(file: string): string {
  const temp = `${file}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`;
  fs.writeFileSync(temp, ownIdentity(), { flag: 'wx', mode: 0o600 });
  return temp;
}

/** Creates `file` holding this process's identity if no such file exists: a hard link is made whole or not at all. */
function createClaim(file: string): boolean {
  const temp = writeOwnTemp(file);
  try {
    fs.linkSync(temp, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

/** A pause in a synchronous loop (the lock is taken before the server's event loop matters). */
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** Takeover markers nest at most this deep (a marker's own taker crashing mid-takeover, and so on). */
const MAX_MARKER_DEPTH = 3;

/**
 * Claims `file` for this process: creates it, or takes it over from a process that is gone.
 * Returns null once claimed, else the live holder.
 *
 * Taking over cannot race: the file is replaced only by the one process that created the marker
 * named after the content it found (`<file>.takeover-<hash>`), and only after it read that very
 * content again while holding the marker. A stale content never comes back (its process is gone),
 * so the marker holder replaces what it saw, and every other taker either waits for it and then
 * finds a live holder, or finds the marker gone and the content changed. Deleting the file, as the
 * first version did, let a second taker delete the first one's fresh claim and make its own: two
 * servers on one directory. A marker is itself claimed this way, so a taker that crashed holding
 * one does not block the directory either.
 */
function claim(file: string, depth = 0): { pid: number } | null {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (createClaim(file)) return null;
    const content = readClaim(file);
    if (content === null) continue; // released meanwhile
    const holder = parseHolder(content);
    if (holder && holder.pid !== process.pid && isRunning(holder.pid, holder.started)) return holder;
    const marker = `${file}.takeover-${createHash('sha256').update(content).digest('hex').slice(0, 16)}`;
    if (depth < MAX_MARKER_DEPTH && claim(marker, depth + 1) === null) {
      try {
        if (readClaim(file) === content) {
          const temp = writeOwnTemp(file);
          fs.renameSync(temp, file);
          return null;
        }
      } finally {
        fs.rmSync(marker, { force: true });
      }
      continue;
    }
    // Another process is taking it over: its claim shows shortly.
    pause(5);
  }
  throw new DataDirLockedError(`Could not claim ${file}: it keeps changing.`);
}

/**
 * Claims DATA_DIR for this process: PGlite has one owner, and two servers on one directory hand
 * out the same ids and lose each other's writes. The claim is `<dataDir>/server.lock` holding the
 * pid (and its start time); a lock whose process no longer runs (a crash, kill -9) is taken over,
 * by one process only however many try at once (see claim()). Released when the process exits.
 */
export function lockDataDir(dataDir: string): { release(): void } {
  ensurePrivateDir(dataDir);
  const file = path.join(dataDir, 'server.lock');
  const holder = claim(file);
  if (holder) {
    throw new DataDirLockedError(
      `DATA_DIR ${dataDir} is in use by another Portico process (pid ${holder.pid}). ` +
        'Two servers on one embedded database would lose data: stop the other one, or set DATA_DIR to another directory. ' +
        `If pid ${holder.pid} is not a Portico server, delete ${file}.`,
    );
  }
  const identity = ownIdentity();
  const release = () => {
    if (readClaim(file) === identity) fs.rmSync(file, { force: true });
    process.off('exit', release);
  };
  process.on('exit', release);
  return { release };
}
