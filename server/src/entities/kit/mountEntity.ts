import type { FastifyInstance } from 'fastify';
import type { AnyEntityDef } from './entityDef';
import { mountRepositoryCalls } from './mountRepositoryCalls';
import { tableCalls } from './mountTableCalls';
import { below, routeConfigOf } from './routeParts';

/**
 * Mounts an entity from its definition: the five calls it declares (GET/POST on the collection,
 * GET/PATCH/DELETE on an item), each scoped to the request's customer, with request and response
 * schemas for validation and OpenAPI, then the extra routes it declares.
 *
 * @example mountEntity(app, networkEntity) // /networks/ and /networks/:id/ under the current prefix
 */
export function mountEntity(app: FastifyInstance, def: AnyEntityDef): void {
  const config = routeConfigOf(def);
  const routes =
    'repository' in def ? mountRepositoryCalls(app, def) : [...tableCalls(def), ...(def.routes?.(def) ?? [])];
  const tag = 'tag' in def && def.tag ? def.tag : def.label;
  for (const route of routes) {
    app.route({
      ...route,
      url: route.url.startsWith('/') ? route.url : below(def.path, route.url),
      config: { ...config, ...route.config },
      schema: { tags: [tag], ...route.schema },
    });
  }
}
