/**
 * `npm run bench:memory`: `npm start` on a fresh DATA_DIR (port 18195), a signed-in API session and a
 * few pages, then the resident memory (VmRSS) of the process that serves the port — not the npm or
 * tsx wrappers above it. Budget: ≤ 400 MiB.
 */
import fs from 'node:fs';
import path from 'node:path';
import { root } from '../test/e2e/support/build';
import { startServer } from '../test/e2e/support/server';

const PORT = 18195;
const BUDGET_MIB = 400;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function status(pid: number): Record<string, string> {
  const text = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Object.fromEntries(text.split('\n').map((line) => line.split(/:\s+/, 2) as [string, string]));
}
const mib = (kbField: string | undefined) => Number.parseInt(kbField ?? '0', 10) / 1024;

/** The spawned process and all its descendants. */
function processTree(rootPid: number): number[] {
  const all = fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
  const parentOf = new Map<number, number>();
  for (const pid of all) {
    try {
      parentOf.set(pid, Number(status(pid).PPid));
    } catch {
      /* exited */
    }
  }
  const tree = [rootPid];
  for (let i = 0; i < tree.length; i++) for (const [pid, ppid] of parentOf) if (ppid === tree[i]) tree.push(pid);
  return tree;
}

/** The process in `pids` holding the listening socket of `port` (from /proc/net/tcp and fd links). */
function listenerOf(port: number, pids: number[]): number | undefined {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of fs.readFileSync(table, 'utf8').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols[1]?.endsWith(`:${hexPort}`) && cols[3] === '0A') inodes.add(cols[9]);
    }
  }
  return pids.find((pid) => {
    try {
      return fs.readdirSync(`/proc/${pid}/fd`).some((fd) => {
        const link = fs.readlinkSync(`/proc/${pid}/fd/${fd}`);
        return inodes.has(link.replace(/^socket:\[(\d+)\]$/, '$1'));
      });
    } catch {
      return false;
    }
  });
}

async function exercise(baseUrl: string): Promise<void> {
  const call = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(baseUrl + url, init);
    if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url} → ${res.status}`);
    return res.headers.get('content-type')?.includes('json') ? res.json() : res.text();
  };
  const json = { 'Content-Type': 'application/json' };
  const { access } = await call('/api/token/pair', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username: 'staff@example.com', password: 'staff123' }),
  });
  const auth = { Authorization: `Bearer ${access}` };
  const customers = await call('/api/crm/customers/', { headers: auth });
  const customerId = customers.data[0].id;
  await call(`/api/crm/customers/active/${customerId}/`, { method: 'PUT', headers: auth });
  const tenancy = { ...auth, 'X-Customer-ID': String(customerId) };
  for (let round = 0; round < 3; round++) {
    for (const page of ['/login', '/dashboard', '/sites']) {
      const html: string = await call(page);
      for (const [, src] of html.matchAll(/src="([^"]+\.js)"/g)) await call(src);
    }
    await call('/api/crm/users/me/', { headers: auth });
    await call(`/api/crm/customers/${customerId}/stats/`, { headers: tenancy });
    const sites = await call('/api/crm/sites/?page=1&page_size=25&ordering=name', { headers: tenancy });
    for (const site of sites.data.slice(0, 3)) await call(`/api/crm/sites/${site.id}/stats/`, { headers: tenancy });
    await call('/api/core/timezones/', { headers: auth });
    await call('/api/health/');
  }
}

async function main(): Promise<void> {
  const server = await startServer({
    port: PORT,
    command: ['npm', 'start'],
    logFile: path.join(root, '.bench/memory-server.log'),
  });
  let ok: boolean;
  try {
    await exercise(server.baseUrl);
    await sleep(2000);
    const tree = processTree(server.pid);
    const serving = listenerOf(PORT, tree);
    if (!serving) throw new Error(`no process in the tree of ${server.pid} listens on ${PORT}`);
    for (const pid of tree) {
      const s = status(pid);
      console.log(
        `  pid ${pid} ${s.Name.padEnd(10)} RSS ${mib(s.VmRSS).toFixed(0).padStart(5)} MiB (peak ${mib(s.VmHWM).toFixed(0)} MiB)${pid === serving ? '  ← serves :' + PORT : ''}`,
      );
    }
    const rss = mib(status(serving).VmRSS);
    ok = rss <= BUDGET_MIB;
    console.log(`serving process RSS: ${rss.toFixed(0)} MiB (budget ${BUDGET_MIB} MiB) — ${ok ? 'ok' : 'FAILED'}`);
  } finally {
    await server.stop();
  }
  process.exit(ok ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
