import type { UnknownAction } from '@reduxjs/toolkit';
import type { RecordingHeader } from './recordingHeader';

/*
 * Where a running recording is kept until it is stopped: IndexedDB, because the page reloads after
 * every site switch and a refresh must not lose what was recorded. One recording per browser
 * profile. Without IndexedDB (some private windows) it is kept in memory and does not survive a reload.
 */

/** A recorded step as stored: already redacted. */
export interface StoredStep {
  action: UnknownAction;
  state: unknown;
  at: number;
}

export interface StoredRecording {
  /** ms epoch of the start. */
  startedAt: number;
  /** The (redacted) state when the recording started: the DevTools committed state. */
  committedState: unknown;
  /** About the length of the file so far, in characters. */
  size: number;
  /** The "nearly full" warning was shown (once per recording, also across reloads). */
  warned: boolean;
  /** Build, browser, who and when; completed when the recording stops. */
  header: RecordingHeader;
}

const DB_NAME = 'portico-recording';
const META = 'meta';
const CHUNKS = 'chunks';
const CURRENT = 'current';

let memory: { meta: StoredRecording | null; chunks: StoredStep[][] } = { meta: null, chunks: [] };

const hasIndexedDb = () => typeof indexedDB !== 'undefined';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

// One connection per page (opening costs more than a write); a new IndexedDB factory (tests) opens anew.
let connection: { factory: IDBFactory; db: Promise<IDBDatabase> } | null = null;

function openDb(): Promise<IDBDatabase> {
  if (connection?.factory === indexedDB) return connection.db;
  const open = indexedDB.open(DB_NAME, 1);
  open.onupgradeneeded = () => {
    open.result.createObjectStore(META);
    open.result.createObjectStore(CHUNKS, { autoIncrement: true });
  };
  const db = request(open).then((opened) => {
    // Another tab upgrading or deleting the database: let it, and open again next time.
    opened.onversionchange = () => {
      opened.close();
      connection = null;
    };
    return opened;
  });
  connection = { factory: indexedDB, db };
  db.catch(() => (connection = null));
  return db;
}

/** Runs `work` in one read-write transaction over both stores and resolves once it committed. */
async function transact<T>(work: (meta: IDBObjectStore, chunks: IDBObjectStore) => Promise<T>): Promise<T> {
  const db = await openDb();
  const tx = db.transaction([META, CHUNKS], 'readwrite');
  const done = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error('Recording storage aborted'));
  });
  const result = await work(tx.objectStore(META), tx.objectStore(CHUNKS));
  await done;
  return result;
}

/** Starts a new recording, dropping any left over. */
export async function startStoredRecording(meta: StoredRecording): Promise<void> {
  if (!hasIndexedDb()) {
    memory = { meta, chunks: [] };
    return;
  }
  await transact(async (metaStore, chunks) => {
    await request(chunks.clear());
    await request(metaStore.put(meta, CURRENT));
  });
}

/** The running recording's description, or null when there is none. */
export async function readStoredMeta(): Promise<StoredRecording | null> {
  if (!hasIndexedDb()) return memory.meta;
  return transact(
    async (metaStore) => ((await request(metaStore.get(CURRENT))) as StoredRecording | undefined) ?? null,
  );
}

/** Adds steps (one record per batch: states sharing structure are stored once within it) and the new meta. */
export async function appendStoredSteps(steps: StoredStep[], meta: StoredRecording): Promise<void> {
  if (!hasIndexedDb()) {
    memory = { meta, chunks: [...memory.chunks, steps] };
    return;
  }
  await transact(async (metaStore, chunks) => {
    await request(chunks.add(steps));
    await request(metaStore.put(meta, CURRENT));
  });
}

/** Everything recorded, in order. */
export async function readStoredRecording(): Promise<{ meta: StoredRecording; steps: StoredStep[] } | null> {
  if (!hasIndexedDb()) return memory.meta && { meta: memory.meta, steps: memory.chunks.flat() };
  return transact(async (metaStore, chunks) => {
    const meta = (await request(metaStore.get(CURRENT))) as StoredRecording | undefined;
    if (!meta) return null;
    const batches = (await request(chunks.getAll())) as StoredStep[][];
    return { meta, steps: batches.flat() };
  });
}

export async function clearStoredRecording(): Promise<void> {
  if (!hasIndexedDb()) {
    memory = { meta: null, chunks: [] };
    return;
  }
  await transact(async (metaStore, chunks) => {
    await request(chunks.clear());
    await request(metaStore.delete(CURRENT));
  });
}
