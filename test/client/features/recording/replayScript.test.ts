import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LiftedState } from '../../../../src/core/recording/recordingFile';

/** `npm run replay -- <file>` as support staff run it. */
const root = path.join(__dirname, '..', '..', '..', '..');
const fixture = fs.readFileSync(path.join(root, 'test', 'client', 'guide', 'fixtures', 'login-session.json'), 'utf8');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-replay-'));

function replay(name: string, content: string | Buffer) {
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  const run = spawnSync(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/replay.ts', file], {
    cwd: root,
    encoding: 'utf8',
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

/**
 * The fixture as if another version's reducers had made it: from action 3 on the theme is "sepia",
 * from action 9 on advanced mode is on. Today's reducers do neither: actions 3 and 9 differ, and only they.
 */
function fromAnotherVersion(): string {
  const file = JSON.parse(fixture) as { payload: string; preloadedState: string; header: { app: { version: string } } };
  const lifted = JSON.parse(file.payload) as LiftedState;
  const from = (first: number, change: Record<string, unknown>) => {
    for (const entry of lifted.computedStates.slice(first)) {
      const state = entry.state as { preferences: object };
      entry.state = { ...state, preferences: { ...state.preferences, ...change } };
    }
  };
  from(3, { theme: 'sepia' });
  from(9, { advancedMode: true });
  file.header.app.version = '0.0.9';
  return JSON.stringify({ ...file, payload: JSON.stringify(lifted) });
}

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('npm run replay', () => {
  it('prints the header and timeline, says which version recorded it first, then lists every differing action', () => {
    const { code, out } = replay('other-version.json', fromAnotherVersion());
    expect(code).toBe(1);
    expect(out).toMatch(/request +POST \/api\/token\/pair → 200 in \d+ ms \(login\)/);
    expect(out).toMatch(/route +\/sites/);
    const version = out.indexOf('Recorded by version 0.0.9 (commit unknown), this is version 0.1.0');
    expect(version).toBeGreaterThan(0);
    expect(out.indexOf('#3 ')).toBeGreaterThan(version);
    expect(out).toContain('preferences.theme: recorded "sepia", replayed "auto"');
    expect(out).toMatch(
      /#9 session\/userLoaded gives a different state than recorded:\n(.*\n)*? +preferences.advancedMode: recorded true/,
    );
    expect(out).toContain('2 of 22 actions give a different state than recorded.');
  }, 60_000);

  it('reads a compressed recording', () => {
    const { code, out } = replay('session.json.gz', zlib.gzipSync(fixture));
    expect(code).toBe(0);
    expect(out).toContain('All 22 actions give the recorded state.');
  }, 60_000);

  it('turns a truncated file into one sentence and exit code 2', () => {
    const { code, out, err } = replay('truncated.json', fixture.slice(0, 5000));
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err.trim().split('\n')).toEqual([expect.stringMatching(/truncated\.json is not a complete recording/)]);
  }, 60_000);
});
