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

function readHolder(file: string): { pid: number; started: string | null } | null {
  try {
    const [pid, started] = fs.readFileSync(file, 'utf8').trim().split(/\s+/);
    return Number.isInteger(Number(pid)) && Number(pid) > 0 ? { pid: Number(pid), started: started || null } : null;
  } catch {
    return null;
  }
}

/**
 * Claims DATA_DIR for this process: PGlite has one owner, and two servers on one directory hand
 * out the same ids and lose each other's writes. The claim is `<dataDir>/server.lock` holding the
 * pid (and its start time); a lock whose process no longer runs (a crash, kill -9) is taken over.
 * Released when the process exits.
 */
export function lockDataDir(dataDir: string): { release(): void } {
  ensurePrivateDir(dataDir);
  const file = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      fs.writeFileSync(file, `${process.pid} ${startTicks(process.pid) ?? ''}\n`, { flag: 'wx', mode: 0o600 });
      const release = () => {
        if (readHolder(file)?.pid === process.pid) fs.rmSync(file, { force: true });
        process.off('exit', release);
      };
      process.on('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(file);
    if (holder && holder.pid !== process.pid && isRunning(holder.pid, holder.started)) {
      throw new DataDirLockedError(
        `DATA_DIR ${dataDir} is in use by another Portico process (pid ${holder.pid}). ` +
          'Two servers on one embedded database would lose data: stop the other one, or set DATA_DIR to another directory. ' +
          `If pid ${holder.pid} is not a Portico server, delete ${file}.`,
      );
    }
    // Left behind by a process that is gone.
    fs.rmSync(file, { force: true });
  }
  throw new DataDirLockedError(`Could not claim DATA_DIR ${dataDir}: ${file} keeps reappearing.`);
}
