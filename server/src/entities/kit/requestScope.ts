import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { idHeader } from '../../http/ids';
import type { Scope } from './entityDef';

/**
 * The scope of an entity request: the verified customer (tenancy plugin), the user, and the site
 * from X-Site-ID when sent. The site is checked where it is used: lists refuse a site outside the
 * customer (listRows) and writes resolve the site inside the customer (resolveSite).
 */
export function scopeOf(request: FastifyRequest): Scope {
  return { customerId: request.customerId, userId: request.user.id, siteId: siteHeader(request) };
}

function siteHeader(request: FastifyRequest): number | null {
  return request.siteId || (idHeader(request, 'X-Site-ID') ?? null);
}

export function dbOf(request: FastifyRequest): Database {
  return request.server.db;
}
