import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { fieldErrors } from '../../http/httpErrors';
import type { Scope } from './types';

/**
 * The scope of an entity request: the verified customer (tenancy plugin), the user, and the site
 * from X-Site-ID when sent. The site needs no check here: lists filter by customer AND site (a
 * foreign site id finds nothing) and writes resolve the site inside the customer.
 */
export function scopeOf(request: FastifyRequest): Scope {
  return { customerId: request.customerId, userId: request.user.id, siteId: siteHeader(request) };
}

function siteHeader(request: FastifyRequest): number | null {
  if (request.siteId) return request.siteId;
  const raw = request.headers['x-site-id'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === '') return null;
  if (!/^\d{1,10}$/.test(value) || Number(value) < 1 || Number(value) > 2147483647) {
    throw fieldErrors([{ loc: ['header', 'X-Site-ID'], msg: 'Must be a positive integer id' }]);
  }
  return Number(value);
}

export function dbOf(request: FastifyRequest): Database {
  return request.server.db;
}
