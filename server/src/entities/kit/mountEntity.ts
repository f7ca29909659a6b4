import type { FastifyInstance } from 'fastify';
import type { EntityDef } from './entityDef';
import { tableCalls } from './mountTableCalls';
import { below, routeConfigOf } from './routeParts';

/**
 * Mounts an entity from its definition: the five calls it declares (GET/POST on the collection,
 * GET/PATCH/DELETE on an item), each scoped as the definition declares, with request and response
 * schemas for validation and OpenAPI, then the extra routes it declares.
 *
 * @example mountEntity(app, networkEntity) // /networks/ and /networks/:id/ under the current prefix
 */
export function mountEntity(app: FastifyInstance, def: EntityDef): void {
  const config = routeConfigOf(def);
  const routes = [...tableCalls(def), ...(def.routes?.(def) ?? [])];
  const tag = def.tag ?? def.label;
  for (const route of routes) {
    app.route({
      ...route,
      url: route.url.startsWith('/') ? route.url : below(def.path, route.url),
      config: { ...config, ...route.config },
      schema: { tags: [tag], ...route.schema },
    });
  }
}
