import fs from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR holds the embedded database (Wi-Fi passphrases, portal secrets, password hashes), the
 * JWT secret and the device key: it is this user's alone. Files the process creates from here on
 * get 0600 and directories 0700 (PGlite writes through this process's umask).
 */
export function makeOwnFilesPrivate(): void {
  process.umask(0o077);
}

/** Creates the directory with mode 0700, or narrows an existing one that others could read, saying so. */
export function ensurePrivateDir(dir: string): void {
  if (!fs.existsSync(dir)) {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    return;
  }
  const mode = fs.statSync(dir).mode & 0o777;
  if ((mode & 0o077) === 0) return;
  fs.chmodSync(dir, mode & 0o700);
  console.log(
    `${dir} was open to other users (mode ${mode.toString(8)}); changed to ${(mode & 0o700).toString(8)}, as it holds secrets.`,
  );
}

/**
 * Takes group and other permissions off every file and directory under `dir`; returns how many
 * changed. PGlite's file system layer sets its own modes (0666) instead of following the umask, so
 * the embedded database's files are narrowed on each start (the 0700 directory already keeps
 * others out of files it creates while running).
 */
export function narrowTree(dir: string): number {
  let changed = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    const mode = fs.lstatSync(file).mode & 0o777;
    if ((mode & 0o077) !== 0 && !entry.isSymbolicLink()) {
      fs.chmodSync(file, mode & 0o700);
      changed += 1;
    }
  }
  return changed;
}
