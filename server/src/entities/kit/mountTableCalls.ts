import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/httpErrors';
import { pathId } from '../../http/ids';
import { bodySchema, errorResponses, idParams, itemSchema, noContent, pageSchema } from '../../http/schemas';
import { customerScope } from '../../plugins/tenancy';
import type { EntityDef, ExtraRoute, Row } from './entityDef';
import { listQuerySchema, parseListParams, type ListSpec } from './listParams';
import { allOperations, below, routeConfigOf } from './routeParts';
import { findRow, listRows } from './rowQueries';
import { createEntity, deleteEntity, updateEntity } from './writes';

export function listSpecOf(def: EntityDef): ListSpec {
  const siteFilter: ListSpec['filters'] =
    def.siteColumn && !def.filters.site_id
      ? { site_id: { type: 'integer', description: 'Only this site; defaults to the X-Site-ID header when given.' } }
      : {};
  return {
    orderable: Object.keys(def.orderable),
    defaultOrdering: def.defaultOrdering,
    filters: { ...siteFilter, ...def.filters },
  };
}

/** The response item schema of an entity. */
export function itemSchemaOf(def: EntityDef): object {
  if (!def.withoutCanDelete) return itemSchema(def.itemProperties, def.description);
  return { type: 'object', description: def.description, properties: def.itemProperties };
}

/** The five calls the table engine serves; returns the definition's extra routes. */
export function mountTableCalls(app: FastifyInstance, def: EntityDef): ExtraRoute[] {
  const operations = new Set(def.operations ?? allOperations);
  const item = itemSchemaOf(def);
  const spec = listSpecOf(def);
  const tags = [def.label];
  const config = routeConfigOf(def);
  const noun = def.label.toLowerCase();
  const summary = { ...defaultSummaries(noun), ...def.summaries };
  const itemPath = below(def.path, ':id/');
  const db = () => app.db;

  if (operations.has('list')) {
    app.get(
      def.path,
      {
        config,
        schema: {
          tags,
          summary: summary.list,
          querystring: listQuerySchema(spec),
          response: { 200: pageSchema(item), ...errorResponses(401, 403) },
        },
      },
      async (request) => listRows(db(), def, customerScope(request), parseListParams(request.query as Row, spec)),
    );
  }

  if (operations.has('create')) {
    app.post(
      def.path,
      {
        config,
        schema: {
          tags,
          summary: summary.create,
          body: bodySchema(def.bodyProperties, def.requiredOnCreate),
          response: { 201: item, ...errorResponses(401, 403, 409) },
        },
      },
      async (request, reply) => {
        const created = await createEntity(db(), def, customerScope(request), request.body as Row);
        return reply.code(201).send(created);
      },
    );
  }

  if (operations.has('read')) {
    app.get(
      itemPath,
      {
        config,
        schema: {
          tags,
          summary: summary.read,
          params: idParams,
          response: { 200: item, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const row = await findRow(db(), def, customerScope(request), pathId(request));
        if (!row) throw notFound();
        return row;
      },
    );
  }

  if (operations.has('update')) {
    app.patch(
      itemPath,
      {
        config,
        schema: {
          tags,
          summary: summary.update,
          params: idParams,
          body: bodySchema(def.bodyProperties),
          response: { 200: item, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request) => updateEntity(db(), def, customerScope(request), pathId(request), request.body as Row),
    );
  }

  if (operations.has('delete')) {
    app.delete(
      itemPath,
      {
        config,
        schema: {
          tags,
          summary: summary.delete,
          params: idParams,
          response: { 204: noContent, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        await deleteEntity(db(), def, customerScope(request), pathId(request));
        return reply.code(204).send();
      },
    );
  }

  return def.routes?.(def) ?? [];
}

function defaultSummaries(noun: string): Record<'list' | 'create' | 'read' | 'update' | 'delete', string> {
  return {
    list: `List ${noun} records (paged, ordered, searchable)`,
    create: `Create a ${noun}`,
    read: `Get a ${noun}`,
    update: `Update a ${noun}`,
    delete: `Delete a ${noun} (409 while others depend on it)`,
  };
}
