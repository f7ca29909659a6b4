import type { FastifyInstance } from 'fastify';
import { listQuerySchema, parseListParams, type ListSpec } from './listParams';
import { notFound } from '../../http/httpErrors';
import { dbOf, scopeOf } from './requestScope';
import { findRow, listRows } from './rowQueries';
import { bodySchema, errorResponses, idParams, itemSchema, noContent, pageSchema } from '../../http/schemas';
import type { EntityDef, Row } from './entityDef';
import { createEntity, deleteEntity, updateEntity } from './writes';

export function listSpecOf(def: EntityDef): ListSpec {
  const siteFilter: ListSpec['filters'] = def.siteColumn && !def.filters.site_id
    ? { site_id: { type: 'integer', description: 'Only this site; defaults to the X-Site-ID header when given.' } }
    : {};
  return { orderable: Object.keys(def.orderable), defaultOrdering: def.defaultOrdering, filters: { ...siteFilter, ...def.filters } };
}

const idOf = (params: unknown) => (params as { id: number }).id;

/**
 * The five calls of an entity: GET/POST on the collection, GET/PATCH/DELETE on an item, each
 * scoped to the request's customer, with request and response schemas for validation and OpenAPI.
 */
export function registerEntityRoutes(app: FastifyInstance, def: EntityDef): void {
  const item = itemSchema(def.itemProperties, def.description);
  const spec = listSpecOf(def);
  const tags = [def.label];
  const noun = def.label.toLowerCase();
  const itemPath = `${def.path}:id/`;

  app.get(def.path, {
    schema: { tags, summary: `List ${noun} records (paged, ordered, searchable)`, querystring: listQuerySchema(spec), response: { 200: pageSchema(item), ...errorResponses(401, 403) } },
  }, async (request) => listRows(dbOf(request), def, scopeOf(request), parseListParams(request.query as Row, spec)));

  app.post(def.path, {
    schema: { tags, summary: `Create a ${noun}`, body: bodySchema(def.bodyProperties, def.requiredOnCreate), response: { 201: item, ...errorResponses(401, 403, 409) } },
  }, async (request, reply) => reply.code(201).send(await createEntity(dbOf(request), def, scopeOf(request), request.body as Row)));

  app.get(itemPath, {
    schema: { tags, summary: `Get a ${noun}`, params: idParams, response: { 200: item, ...errorResponses(401, 403, 404) } },
  }, async (request) => {
    const row = await findRow(dbOf(request), def, scopeOf(request), idOf(request.params));
    if (!row) throw notFound();
    return row;
  });

  app.patch(itemPath, {
    schema: { tags, summary: `Update a ${noun}`, params: idParams, body: bodySchema(def.bodyProperties), response: { 200: item, ...errorResponses(401, 403, 404, 409) } },
  }, async (request) => updateEntity(dbOf(request), def, scopeOf(request), idOf(request.params), request.body as Row));

  app.delete(itemPath, {
    schema: { tags, summary: `Delete a ${noun} (409 while others depend on it)`, params: idParams, response: { 204: noContent, ...errorResponses(401, 403, 404, 409) } },
  }, async (request, reply) => {
    await deleteEntity(dbOf(request), def, scopeOf(request), idOf(request.params));
    return reply.code(204).send();
  });
}
