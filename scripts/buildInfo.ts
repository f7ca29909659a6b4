import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The app's version (package.json), its commit and when it was built: `{ version: '0.1.0', commit: '9bee701', builtAt: '…' }`. */
export interface BuildInfo {
  version: string;
  commit: string;
  builtAt: string | null;
}

const root = path.join(__dirname, '..');

function commit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown'; // a copy without its git history
  }
}

export function buildInfo(builtAt: string | null = new Date().toISOString()): BuildInfo {
  const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
  return { version, commit: commit(), builtAt };
}
