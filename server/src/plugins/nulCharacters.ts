import fp from 'fastify-plugin';
import { fieldErrors, type FieldError } from '../http/httpErrors';

const NUL = '\u0000';

/** Where a NUL hides in a parsed value: `['name']`, `['room_ids', 0]`, or `[]` for the value itself. */
function nulPaths(value: unknown, path: (string | number)[] = [], found: (string | number)[][] = []) {
  if (typeof value === 'string') {
    if (value.includes(NUL)) found.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => nulPaths(item, [...path, index], found));
  } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      // A NUL in a key is as unstorable as one in a value; the location stops at its object.
      if (key.includes(NUL)) found.push(path);
      else nulPaths(item, [...path, key], found);
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
