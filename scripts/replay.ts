/**
 * `npm run replay -- <portico-session-….json[.gz]>`: reads a support session recording and prints
 * 1. its header (which build recorded it, browser, who, when, the user's note) and, before any
 *    comparison, "recorded by version X, this is Y";
 * 2. its timeline for people: routes, requests with status, toasts, validation failures, dialogs,
 *    errors, reloads;
 * 3. every action whose state today's reducers compute differently from the recorded one. Each action
 *    is replayed from the recorded state before it, so one difference does not hide or cause others.
 * Exit code 0: all match; 1: differences; 2: not a readable recording (said in one sentence).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { UnknownAction } from '@reduxjs/toolkit';
import {
  type OpenedRecording,
  RecordingFileError,
  readRecordingText,
  recordedSteps,
} from '../src/core/recording/recordingFile';
import { headerLines, recordingTimeline } from '../src/core/recording/recordingTimeline';
import { createRootReducer } from '../src/core/state/rootReducer';
import { buildInfo } from './buildInfo';
import { differences } from './stateDifferences';

/** The recording in `file` (gzip or not), or a RecordingFileError saying why not. */
function readRecordingFile(file: string): OpenedRecording {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch (error) {
    throw new RecordingFileError(`${file} cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)}).`);
  }
  let text: string;
  try {
    text = bytes[0] === 0x1f && bytes[1] === 0x8b ? zlib.gunzipSync(bytes).toString('utf8') : bytes.toString('utf8');
  } catch {
    throw new RecordingFileError(
      `${file} is a compressed recording that ends early or is damaged: ask for the file again.`,
    );
  }
  return readRecordingText(text, file);
}

/** RTK Query's reducer needs every endpoint a recorded action names: load every `…Api.ts` of src/. */
async function loadEndpoints(): Promise<void> {
  const src = path.join(__dirname, '..', 'src');
  const files = fs.readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => /Api\.ts$/.test(file));
  for (const file of files) await import(path.join(src, file));
}

/** JSON's view of a value: what the file can hold (undefined fields gone). */
const asJson = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

async function main(file: string | undefined): Promise<number> {
  if (!file) {
    console.error('Usage: npm run replay -- <portico-session-….json or .json.gz>');
    return 2;
  }
  let recording: OpenedRecording;
  try {
    recording = readRecordingFile(file);
  } catch (error) {
    if (!(error instanceof RecordingFileError)) throw error;
    console.error(error.message);
    return 2;
  }
  const { lifted, header } = recording;
  const ids = lifted.stagedActionIds;
  const steps = recordedSteps(lifted);

  const here = buildInfo(null);
  const recordedBy = header
    ? `version ${header.app.version} (commit ${header.app.commit})`
    : 'an unknown version (no header)';
  const sameVersion = header?.app.version === here.version && header.app.commit === here.commit;
  if (header) for (const line of headerLines(header)) console.log(line);
  console.log('');
  console.log('Timeline (#n is the action number in Redux DevTools):');
  for (const line of recordingTimeline(steps, lifted.actionsById[ids[0]]?.timestamp)) console.log(`  ${line}`);
  console.log('');
  console.log(`Recorded by ${recordedBy}, this is version ${here.version} (commit ${here.commit}).`);
  if (!sameVersion) console.log('Differences below may come from the change of version, not from the session.');

  await loadEndpoints();
  const reducer = createRootReducer();
  type State = ReturnType<typeof reducer>;
  let differing = 0;
  let last = { lines: '', index: 0 };
  for (let index = 1; index < ids.length; index += 1) {
    const action = steps[index - 1].action as UnknownAction;
    const before = lifted.computedStates[index - 1].state as State;
    const recorded = lifted.computedStates[index].state;
    let found: string[];
    try {
      found = differences(recorded, asJson(reducer(before, action)));
    } catch (error) {
      found = [`today's reducer fails: ${String(error)}`];
    }
    if (found.length === 0) continue;
    differing += 1;
    // A slice that changed shape differs after every action: say it once.
    if (found.join('\n') === last.lines) {
      console.log(`#${index} ${action.type}: the same as #${last.index}`);
      continue;
    }
    last = { lines: found.join('\n'), index };
    console.log(`#${index} ${action.type} gives a different state than recorded:`);
    for (const line of found) console.log(`    ${line}`);
  }
  console.log(
    differing === 0
      ? `All ${ids.length - 1} actions give the recorded state.`
      : `${differing} of ${ids.length - 1} actions give a different state than recorded.`,
  );
  return differing === 0 ? 0 : 1;
}

void main(process.argv[2]).then((code) => (process.exitCode = code));
