/**
 * `npm run replay -- <portico-session-….json>`: replays a recording's actions through today's root
 * reducer, from the state it started with, and compares each resulting state with the one the app
 * had. Prints the first action whose state differs (and where) and exits 1; else says all match.
 * A support session becomes a regression check: a changed reducer shows as a difference.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { importState } from '@redux-devtools/utils';
import type { UnknownAction } from '@reduxjs/toolkit';
import { isLiftedState } from '../src/core/recording/recordingFile';
import { createRootReducer } from '../src/core/state/rootReducer';

/** JSON's view of a value: what the file can hold (undefined fields gone). */
const asJson = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

/** Paths where two JSON values differ, at most `limit` of them: `session.user.email`. */
function differences(recorded: unknown, replayed: unknown, at = '', found: string[] = [], limit = 10): string[] {
  if (found.length >= limit || isDeepStrictEqual(recorded, replayed)) return found;
  const bothObjects =
    recorded &&
    replayed &&
    typeof recorded === 'object' &&
    typeof replayed === 'object' &&
    Array.isArray(recorded) === Array.isArray(replayed);
  if (!bothObjects) {
    found.push(
      `${at || '(root)'}: recorded ${JSON.stringify(recorded)?.slice(0, 120)}, replayed ${JSON.stringify(replayed)?.slice(0, 120)}`,
    );
    return found;
  }
  const keys = new Set([...Object.keys(recorded), ...Object.keys(replayed)]);
  for (const key of keys) {
    differences(
      (recorded as Record<string, unknown>)[key],
      (replayed as Record<string, unknown>)[key],
      at ? `${at}.${key}` : key,
      found,
      limit,
    );
  }
  return found;
}

/**
 * RTK Query's reducer needs the definition of every endpoint a recorded action names; the app
 * injects them as its screens load, so load every `…Api.ts` of src/.
 */
async function loadEndpoints(): Promise<void> {
  const src = path.join(__dirname, '..', 'src');
  const files = fs.readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => /Api\.ts$/.test(file));
  for (const file of files) await import(path.join(src, file));
}

async function main(file: string | undefined): Promise<number> {
  if (!file) {
    console.error('Usage: npm run replay -- <portico-session-….json>');
    return 2;
  }
  const imported = importState(fs.readFileSync(file, 'utf8'), {});
  const lifted: unknown = imported?.nextLiftedState;
  if (!isLiftedState(lifted)) {
    console.error(`${file}: not a Redux DevTools export with a lifted state`);
    return 2;
  }
  await loadEndpoints();
  const reducer = createRootReducer();
  let state = (imported?.preloadedState ?? lifted.committedState) as ReturnType<typeof reducer>;
  const ids = lifted.stagedActionIds;
  for (let index = 1; index < ids.length; index += 1) {
    const action = lifted.actionsById[ids[index]].action as UnknownAction;
    try {
      state = reducer(state, action);
    } catch (error) {
      console.log(`Action ${index} of ${ids.length - 1} (${action.type}) fails in today's reducer: ${String(error)}`);
      return 1;
    }
    const recorded = lifted.computedStates[index].state;
    const replayed = asJson(state);
    if (!isDeepStrictEqual(recorded, replayed)) {
      console.log(`Action ${index} of ${ids.length - 1} (${action.type}) gives a different state than recorded:`);
      for (const line of differences(recorded, replayed)) console.log(`  ${line}`);
      return 1;
    }
  }
  console.log(`All ${ids.length - 1} actions give the recorded state.`);
  return 0;
}

void main(process.argv[2]).then((code) => (process.exitCode = code));
