import type { ApiError } from '../../src/core/api/apiTypes';
import type { EndpointResult } from '../../src/core/api/endpointCalls';

/** A recorded action as a test reads it (`readRecording(text).steps[i].action`). */
interface StepAction {
  type: string;
  payload?: unknown;
  meta?: unknown;
  error?: unknown;
}

interface EndpointMeta {
  requestStatus?: string;
  arg?: { endpointName?: string };
}

/** RTK Query's answer actions, labelled with their endpoint or not (`api/executeQuery/fulfilled getRoom`). */
const ANSWER = /^api\/execute(Query|Mutation)\/(fulfilled|rejected)( \S+)?$/;

/** A call past the recorded answers: sagaEdges counts the endpoint as unanswered. */
export class NoRecordedAnswer extends Error {}

/** What other sources than a saga put into a recording: RTK Query itself, the router, the recorder. */
const NOT_PUT_BY_SAGAS = /^(api|location|recording)\//;

/**
 * What each endpoint answered during the recorded session from `fromIndex` on, in order, from RTK
 * Query's fulfilled and rejected actions: `{ getMe: [{ data: {…} }] }`.
 */
export function recordedAnswers(
  steps: ReadonlyArray<{ action: StepAction }>,
  fromIndex = 0,
): Record<string, EndpointResult<unknown>[]> {
  const answers: Record<string, EndpointResult<unknown>[]> = {};
  for (const { action } of steps.slice(fromIndex)) {
    const meta = action.meta as EndpointMeta | undefined;
    const name = meta?.arg?.endpointName;
    if (!name || !ANSWER.test(action.type)) continue;
    const answer: EndpointResult<unknown> =
      meta.requestStatus === 'fulfilled'
        ? { data: action.payload }
        : { error: (action.payload ?? action.error) as ApiError };
    (answers[name] ??= []).push(answer);
  }
  return answers;
}

/**
 * sagaEdges answers from a recording: each endpoint answers what it answered after step
 * `fromIndex`, in the same order. A call past the recorded answers counts as unanswered (the test fails).
 * Example: `sagaEdges({ endpoints: answersAsRecorded(recording.steps, start) })`.
 */
export function answersAsRecorded(
  steps: ReadonlyArray<{ action: StepAction }>,
  fromIndex = 0,
): Record<string, (arg: unknown) => EndpointResult<unknown>> {
  return Object.fromEntries(
    Object.entries(recordedAnswers(steps, fromIndex)).map(([name, results]) => {
      const queue = [...results];
      const next = () => {
        const answer = queue.shift();
        if (!answer) throw new NoRecordedAnswer(`The recording has no more answers of "${name}"`);
        return answer;
      };
      return [name, next];
    }),
  );
}

/**
 * The types of the recorded actions after step `fromIndex` that a saga put: without RTK Query's own,
 * the router's and the recorder's. Compare with `putTypes(effects)` of a run.
 */
export function actionsPutBySaga(steps: ReadonlyArray<{ action: StepAction }>, fromIndex = 0): string[] {
  return steps
    .slice(fromIndex + 1)
    .map(({ action }) => action.type)
    .filter((type) => !NOT_PUT_BY_SAGAS.test(type));
}

/** The types of the actions a run put, in order: `putTypes((await expectSaga(…).run()).effects)`. */
export function putTypes(effects: { put?: Array<{ payload: { action: { type: string } } }> }): string[] {
  return (effects.put ?? []).map((effect) => effect.payload.action.type);
}
