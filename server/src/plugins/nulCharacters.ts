import fp from 'fastify-plugin';
import { fieldErrors, type FieldError } from '../http/httpErrors';

const NUL = '\u0000';

/** Locations reported at most: a body of many NULs gets the first ones, not a list as long as itself. */
const MAX_REPORTED = 50;

/** A value still to look at, with the way back to the root (the location is built only when needed). */
interface Step {
  value: unknown;
  parent: Step | null;
  key: string | number | null;
  /** a key of the parent object holds the NUL: reported at the parent */
  nulKey?: boolean;
}

function locationOf(step: Step | null): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at = step; at && at.key !== null; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * Parsed JSON and form fields are walked. A stream (a CSV upload's request body, whose properties reach
 * the socket and the server and loop back) or a Buffer is not: its reader checks its own text.
 */
function isWalkable(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  return typeof (value as { pipe?: unknown }).pipe !== 'function';
}

/**
 * Where a NUL hides in a parsed value: `['name']`, `['room_ids', 0]`, or `[]` for the value itself,
 * in document order. A loop with its own stack, not recursion: a JSON body may nest 100,000 levels
 * deep, which overflowed the call stack (a 500).
 */
function nulPaths(value: unknown): (string | number)[][] {
  const found: (string | number)[][] = [];
  const stack: Step[] = [{ value, parent: null, key: null }];
  while (stack.length > 0 && found.length < MAX_REPORTED) {
    const step = stack.pop()!;
    const current = step.value;
    if (step.nulKey) found.push(locationOf(step.parent));
    else if (typeof current === 'string') {
      if (current.includes(NUL)) found.push(locationOf(step));
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1)
        stack.push({ value: current[index], parent: step, key: index });
    } else if (isWalkable(current)) {
      const entries = Object.entries(current);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, item] = entries[index];
        // A NUL in a key is as unstorable as one in a value; the location stops at its object.
        stack.push(
          key.includes(NUL) ? { value: null, parent: step, key, nulKey: true } : { value: item, parent: step, key },
        );
      }
    }
  }
  return found;
}

/**
 * PostgreSQL text cannot hold a NUL character (it answers SQLSTATE 22021), so any NUL in the
 * query, the path or a body is refused here with a 400 naming the field, before a handler runs.
 * A preHandler, so that bodies parsed in a route's own preValidation (multipart site forms) are
 * checked too.
 */
export default fp(
  async (app) => {
    app.addHook('preHandler', async (request) => {
      const errors: FieldError[] = [];
      for (const [where, value] of [
        ['query', request.query],
        ['path', request.params],
        ['body', request.body],
      ] as const)
        for (const path of nulPaths(value))
          errors.push({ loc: [where, ...path], msg: 'Must not contain a NUL character' });
      if (errors.length) throw fieldErrors(errors);
    });
  },
  { name: 'nul-characters' },
);
