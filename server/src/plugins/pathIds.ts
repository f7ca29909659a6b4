import type { preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../http/httpErrors';
import { MAX_ID } from '../http/ids';

/** An id as the API writes it: decimal digits, no sign, no leading zero, no spaces. */
const canonicalId = /^[1-9][0-9]{0,9}$/;

/** The path parameters a route's schema declares as integers (`:id`, `:tenantId`). */
function integerParams(schema: unknown): string[] {
  if (typeof schema !== 'object' || schema === null || !('properties' in schema)) return [];
  const { properties } = schema;
  if (typeof properties !== 'object' || properties === null) return [];
  return Object.entries(properties)
    .filter(([, property]) => typeof property === 'object' && property !== null && property.type === 'integer')
    .map(([name]) => name);
}

/**
 * Ids in a path are plain decimal integers, else the object is not found (404). The schemas'
 * type coercion read `0x2`, `%202` (" 2"), `2e0`, `+2` and `02` all as 2, so one object answered
 * to many URLs and a mangled one (`DELETE /devices/%201/`) reached a real object. Leading zeros
 * are refused too: the API never writes them, and an object has one URL. An id beyond
 * PostgreSQL's integer names nothing either: 404, as for an id that does not exist.
 */
export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      const names = integerParams(route.schema?.params);
      if (names.length === 0) return;
      const check: preValidationAsyncHookHandler = async (request) => {
        const params = request.params as Record<string, string>;
        for (const name of names) {
          const raw = params[name];
          if (typeof raw !== 'string' || !canonicalId.test(raw) || Number(raw) > MAX_ID) throw notFound();
        }
      };
      const own = route.preValidation ?? [];
      route.preValidation = [check, ...(Array.isArray(own) ? own : [own])];
    });
  },
  { name: 'path-ids' },
);
