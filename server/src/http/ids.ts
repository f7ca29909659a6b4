import type { FastifyRequest } from 'fastify';
import { fieldErrors } from './httpErrors';

/** The largest id PostgreSQL's `integer` holds: larger ids and filters are a 400, never a database error. */
export const MAX_ID = 2147483647;

/** JSON schema of an id in a path, query or body. */
export const idSchema = { type: 'integer', minimum: 1, maximum: MAX_ID } as const;

/**
 * A positive integer id from a request header (X-Customer-ID, X-Site-ID), or undefined when absent.
 *
 * @example idHeader(request, 'X-Site-ID') // 12; '12x' or '0' throws a 400 naming the header
 */
export function idHeader(request: FastifyRequest, name: string): number | undefined {
  const raw = request.headers[name.toLowerCase()];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === '') return undefined;
  if (!/^\d{1,10}$/.test(value) || Number(value) < 1 || Number(value) > MAX_ID) {
    throw fieldErrors([{ loc: ['header', name], msg: 'Must be a positive integer id' }]);
  }
  return Number(value);
}

/** The `:id` of an item path, validated as an id by the route's `idParams` schema. */
export const pathId = (request: FastifyRequest): number => (request.params as { id: number }).id;
