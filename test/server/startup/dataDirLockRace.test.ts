import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildSync } from 'esbuild';

const racers = 100;
const rounds = 10;
const lockModule = path.resolve(__dirname, '../../../server/src/db/dataDirLock.ts');

/**
 * A process that connects to the test's socket and claims DATA_DIR at the instant it is told
 * (`go <ms since the epoch>`), answering `won`, `locked <pid>` or `failed <message>`; `release`
 * gives a claim back (`released`); it exits when the socket closes. Bundled into plain JavaScript
 * once, so a hundred of them start in a second or two (a tsx start each would take a minute).
 */
function buildRacer(dir: string): string {
  const file = path.join(dir, 'racer.js');
  buildSync({
    stdin: {
      contents: `
        import net from 'node:net';
        import { createInterface } from 'node:readline';
        import { DataDirLockedError, lockDataDir } from ${JSON.stringify(lockModule)};
        const [dataDir, socketPath] = process.argv.slice(2);
        const socket = net.connect(socketPath, () => socket.write('ready ' + process.pid + '\\n'));
        let held = null;
        const now = () => performance.timeOrigin + performance.now();
        createInterface({ input: socket }).on('line', (line) => {
          const [command, at] = line.split(' ');
          if (command === 'release') {
            held?.release();
            held = null;
            return socket.write('released\\n');
          }
          // Every racer spins until the instant: the processes running then claim at the same moment.
          setTimeout(() => {
            while (now() < Number(at));
            try {
              held = lockDataDir(dataDir);
              socket.write('won\\n');
            } catch (error) {
              const pid = /pid (\\d+)/.exec(error.message)?.[1];
              socket.write(error instanceof DataDirLockedError && pid ? 'locked ' + pid + '\\n' : 'failed ' + error.message + '\\n');
            }
          }, Math.max(0, Number(at) - Date.now() - 2));
        });
        socket.on('close', () => process.exit(0));
        socket.on('error', () => process.exit(1));
      `,
      resolveDir: dir,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    outfile: file,
    logLevel: 'error',
  });
  return file;
}

/** One racer as the test sees it: its pid, and its lines over the socket. */
interface Racer {
  pid: number;
  socket: net.Socket;
  next(): Promise<string>;
}

/** Splits a socket's data into lines: `next()` resolves with the next one. */
function lineReader(socket: net.Socket): () => Promise<string> {
  const waiting: ((line: string) => void)[] = [];
  const ready: string[] = [];
  let text = '';
  socket.on('data', (chunk: Buffer) => {
    text += chunk.toString();
    for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n')) {
      const line = text.slice(0, end);
      text = text.slice(end + 1);
      const reader = waiting.shift();
      if (reader) reader(line);
      else ready.push(line);
    }
  });
  return () =>
    new Promise<string>((resolve) => {
      const line = ready.shift();
      if (line !== undefined) resolve(line);
      else waiting.push(resolve);
    });
}

/**
 * Starts the racers from one small launcher process: each spawn from the (large) jest worker
 * took about 0.1 s on its own. They report over a Unix socket.
 */
async function startRacers(racer: string, dataDir: string, socketPath: string): Promise<Racer[]> {
  const joined: Racer[] = [];
  const server = net.createServer((socket) => {
    const next = lineReader(socket);
    void next().then((line) => joined.push({ pid: Number(line.split(' ')[1]), socket, next }));
  });
  await new Promise<void>((resolve) => server.listen(socketPath, resolve));
  const launch = `for (let i = 0; i < ${racers}; i++) require('node:child_process').spawn(process.execPath, process.argv.slice(1), { stdio: 'ignore' }).unref();`;
  spawn(process.execPath, ['-e', launch, racer, dataDir, socketPath], { stdio: 'ignore' });
  const deadline = Date.now() + 60_000;
  while (joined.length < racers && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  server.close();
  return joined;
}

describe('DATA_DIR lock taken over from a crashed server', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-lock-race-'));
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  it(`is won by exactly one of ${racers} processes taking it over at the same instant, round after round`, async () => {
    const dataDir = path.join(work, 'data');
    fs.mkdirSync(dataDir, { mode: 0o700 });
    const lockFile = path.join(dataDir, 'server.lock');
    const processes = await startRacers(buildRacer(work), dataDir, path.join(work, 'racers.sock'));
    const all = (command: string) =>
      Promise.all(
        processes.map(({ socket, next }) => {
          socket.write(`${command}\n`);
          return next();
        }),
      );
    try {
      expect(processes).toHaveLength(racers);
      for (let round = 0; round < rounds; round += 1) {
        // A crashed server's lock: its pid now belongs to another process (this one), started at another time.
        fs.writeFileSync(lockFile, `${process.pid} ${round + 1}\n`);
        const outcomes = await all(`go ${Date.now() + 100}`);
        const winners = processes.filter((_racer, index) => outcomes[index] === 'won');
        expect([round, winners.length]).toEqual([round, 1]);
        const winner = winners[0].pid;
        // Every other one names the winner, and the lock holds its pid.
        expect(outcomes.filter((line) => line !== 'won')).toEqual(Array(racers - 1).fill(`locked ${winner}`));
        expect(fs.readFileSync(lockFile, 'utf8')).toMatch(new RegExp(`^${winner} `));
        // Nothing is left beside the lock: no takeover markers, no half-written files.
        expect(fs.readdirSync(dataDir)).toEqual(['server.lock']);
        await all('release');
        expect(fs.existsSync(lockFile)).toBe(false);
      }
    } finally {
      // Each racer exits when its socket closes.
      for (const { socket } of processes) socket.destroy();
    }
  }, 120_000);
});
