import type { FastifyRequest } from 'fastify';
import { notFound } from '../../http/httpErrors';
import { pathId } from '../../http/ids';
import { bodySchema, errorResponses, idParams, itemSchema, noContent, pageSchema } from '../../http/schemas';
import type { EntityDef, ExtraRoute, Listing, Operation, Row } from './entityDef';
import { exportCall } from './exportCall';
import { filterProperties, listQuerySchema, parseListParams, type ListSpec } from './listParams';
import { listAll } from './listAll';
import { siteColumnOf } from './rowScope';
import { listRows, readItem } from './rowQueries';
import { deleteBlockersProperty, namesDeleteBlockers } from './deleteBlockers';
import { createEntity, deleteEntity, updateEntity } from './writes';

export function listSpecOf(def: EntityDef): ListSpec {
  const siteFilter: ListSpec['filters'] =
    siteColumnOf(def) && !def.filters.site_id
      ? { site_id: { type: 'integer', description: 'Only this site; defaults to the X-Site-ID header when given.' } }
      : {};
  return {
    orderable: Object.keys(def.orderable),
    defaultOrdering: def.defaultOrdering,
    filters: { ...siteFilter, ...def.filters },
    refuseLargePages: def.refuseLargePages,
  };
}

/** The response item schema of an entity; `detailed`: as a read of one item answers it. */
export function itemSchemaOf(def: EntityDef, detailed = false): object {
  const detailOnly = detailed
    ? { ...def.detail?.properties, ...(namesDeleteBlockers(def) ? deleteBlockersProperty : {}) }
    : {};
  const properties = { ...def.itemProperties, ...detailOnly };
  const required = [...(def.itemRequired ?? []), ...Object.keys(detailOnly)];
  // An entity may describe can_delete itself ("False while the site still has addresses").
  const schema = def.withoutCanDelete
    ? { type: 'object', description: def.description, properties }
    : {
        ...itemSchema(properties, def.description),
        properties: { ...itemSchema(properties).properties, ...properties },
      };
  return required.length > 0 ? { ...schema, required } : schema;
}

/** The id of an item call, after the entity's own refusal of it (403 for another user's customer). */
async function itemId(def: EntityDef, request: FastifyRequest): Promise<number> {
  const id = pathId(request);
  if ('refuse' in def.scope) await def.scope.refuse?.(request.server.db, request.scope, id);
  return id;
}

/**
 * The five calls the table engine serves, those the definition has, with their schemas and handlers,
 * and the CSV export of a paged list.
 */
export function tableCalls(def: EntityDef): ExtraRoute[] {
  const operations = new Set<Operation>(def.operations ?? ['list', 'create', 'read', 'update', 'delete']);
  const item = itemSchemaOf(def);
  const spec = listSpecOf(def);
  const summary = { ...defaultSummaries(def.label.toLowerCase()), ...def.summaries };
  const described = (operation: Operation) => ({
    summary: summary[operation],
    ...(def.descriptions?.[operation] ? { description: def.descriptions[operation] } : {}),
  });
  const listing = def.listing ?? 'paged';
  const whole = listing !== 'paged';
  const writeErrors = def.writeErrors ?? [];
  const bodyOf = (request: FastifyRequest) => (def.bodyOf ? def.bodyOf(request) : (request.body as Row));
  const calls: Record<Operation, ExtraRoute> = {
    list: {
      method: 'GET',
      url: def.path,
      schema: {
        ...described('list'),
        ...listQueryOf(spec, listing),
        response: {
          200: listing === 'array' ? { type: 'array', items: item } : pageSchema(item),
          ...errorResponses(401, 403),
        },
      },
      handler: async (request) => {
        const params = parseListParams(request.query as Row, spec);
        if (!whole) return listRows(request.server.db, def, request.scope, params);
        const rows = await listAll(request.server.db, def, request.scope, params);
        return listing === 'array' ? rows : { data: rows, total: rows.length };
      },
    },
    create: {
      method: 'POST',
      url: def.path,
      ...(def.parseBody ? { preValidation: def.parseBody } : {}),
      schema: {
        ...described('create'),
        ...(def.consumes ? { consumes: def.consumes } : {}),
        body: bodySchema(def.bodyProperties, def.requiredOnCreate),
        response: { 201: item, ...errorResponses(401, 403, 409, ...writeErrors) },
      },
      handler: async (request, reply) => {
        const created = await createEntity(request.server.db, def, request.scope, bodyOf(request));
        return reply.code(201).send(created);
      },
    },
    read: {
      method: 'GET',
      url: ':id/',
      schema: {
        ...described('read'),
        params: idParams,
        response: { 200: itemSchemaOf(def, true), ...errorResponses(401, 403, 404) },
      },
      handler: async (request) => {
        const row = await readItem(request.server.db, def, request.scope, await itemId(def, request));
        if (!row) throw notFound();
        return row;
      },
    },
    update: {
      method: 'PATCH',
      url: ':id/',
      ...(def.parseBody ? { preValidation: def.parseBody } : {}),
      schema: {
        ...described('update'),
        ...(def.consumes ? { consumes: def.consumes } : {}),
        params: idParams,
        body: bodySchema(def.bodyProperties),
        response: { 200: item, ...errorResponses(401, 403, 404, 409, ...writeErrors) },
      },
      handler: async (request) =>
        updateEntity(request.server.db, def, request.scope, await itemId(def, request), bodyOf(request)),
    },
    delete: {
      method: 'DELETE',
      url: ':id/',
      schema: {
        ...described('delete'),
        params: idParams,
        response: { 204: noContent, ...errorResponses(401, 403, 404, 409) },
      },
      handler: async (request, reply) => {
        await deleteEntity(request.server.db, def, request.scope, await itemId(def, request));
        return reply.code(204).send();
      },
    },
  };
  // A paged list also comes as a CSV file of all its rows (GET <collection>export/).
  const csv = operations.has('list') && listing === 'paged' ? [exportCall(def, spec)] : [];
  return [...[...operations].map((operation) => calls[operation]), ...csv];
}

/** A whole list takes the entity's filters alone; a paged one paging, ordering and search too. */
function listQueryOf(spec: ListSpec, listing: Listing) {
  if (listing === 'paged') return { querystring: listQuerySchema(spec) };
  if (Object.keys(spec.filters).length === 0) return {};
  return { querystring: { type: 'object', additionalProperties: false, properties: filterProperties(spec.filters) } };
}

function defaultSummaries(noun: string): Record<Operation, string> {
  return {
    list: `List ${noun} records (paged, ordered, searchable)`,
    create: `Create a ${noun}`,
    read: `Get a ${noun}`,
    update: `Update a ${noun}`,
    delete: `Delete a ${noun} (409 while others depend on it)`,
  };
}
