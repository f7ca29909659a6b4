import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { bulkEdits } from '../db/schema/bulkEdits';
import type { EntityDef, Row } from '../entities/kit/entityDef';
import { customerPart } from '../entities/kit/rowScope';
import { listSpecOf } from '../entities/kit/mountTableCalls';
import { filterProperties, parseListParams } from '../entities/kit/listParams';
import { listedIds } from '../entities/kit/rowQueries';
import { HttpError, notFound } from '../http/httpErrors';
import { MAX_ID } from '../http/ids';
import { errorResponses, idParams } from '../http/schemas';
import { MAX_BULK_ROWS, bulkEntities, settableFields } from './bulkEntities';
import { previewBulk } from './bulkPreview';
import { undoBulk } from './bulkApply';
import { bulkEditKind } from './bulkJob';
import type { BulkAction } from './bulkRows';

const tags = ['Bulk edit'];
const anyObject = { type: 'object', additionalProperties: true };

interface BulkBody {
  action?: BulkAction;
  ids?: number[];
  filter?: Row;
  set?: Row;
}

function bodySchema(def: EntityDef) {
  const settable = settableFields(def);
  return {
    type: 'object',
    properties: {
      action: { type: 'string', enum: ['edit', 'delete'], default: 'edit' },
      ids: {
        type: 'array',
        items: { type: 'integer', minimum: 1, maximum: MAX_ID },
        minItems: 1,
        maxItems: MAX_BULK_ROWS,
        description: 'The selected rows; or `filter` for all rows matching a list filter.',
      },
      filter: {
        type: 'object',
        properties: {
          search: { type: 'string', maxLength: 200 },
          ...filterProperties(listSpecOf(def).filters),
        },
        description: "The list's search and filters (its query parameters): every row they match.",
      },
      set: {
        type: 'object',
        properties: Object.fromEntries(settable.map((field) => [field, def.bodyProperties[field] ?? {}])),
        description: `The fields to set on every row (edit): ${settable.join(', ')}.`,
      },
    },
  };
}

const refuse = (message: string) => new HttpError(400, message);

/** The rows a body names, inside the caller's customer, and the fields it sets; 400 for a malformed one. */
async function selectionOf(request: FastifyRequest, def: EntityDef) {
  const body = (request.body ?? {}) as BulkBody;
  const action = body.action ?? 'edit';
  if ((body.ids === undefined) === (body.filter === undefined))
    throw refuse('Give either "ids" (the selected rows) or "filter" (all rows matching the list filter), not both.');
  const set = body.set ?? {};
  if (action === 'edit') {
    const settable = settableFields(def);
    const unknown = Object.keys(set).filter((field) => !settable.includes(field));
    if (unknown.length > 0)
      throw refuse(
        `Cannot set ${unknown.join(', ')} on ${def.path.replaceAll('/', '')}: settable are ${settable.join(', ')}.`,
      );
    if (Object.keys(set).length === 0) throw refuse('"set" names no field to change.');
  } else if (Object.keys(set).length > 0) throw refuse('A bulk delete sets no fields: leave "set" out.');
  let ids: number[];
  if (body.ids) ids = [...new Set(body.ids)];
  else {
    const spec = listSpecOf(def);
    const known = ['search', ...Object.keys(spec.filters)];
    const unknown = Object.keys(body.filter ?? {}).filter((name) => !known.includes(name));
    if (unknown.length > 0) throw refuse(`Unknown filter ${unknown.join(', ')}: filters are ${known.join(', ')}.`);
    ids = [...(await listedIds(request.server.db, def, request.scope, parseListParams(body.filter ?? {}, spec)))];
  }
  if (ids.length > MAX_BULK_ROWS)
    throw refuse(`The filter matches ${ids.length} rows; a bulk edit takes at most ${MAX_BULK_ROWS}. Narrow it.`);
  return { action, ids, set: action === 'edit' ? set : {} };
}

/** The caller's bulk edit (404 for another customer's). */
async function findBulkEdit(request: FastifyRequest) {
  const { id } = request.params as { id: number };
  const { customerId } = customerPart(request.scope as never);
  const [row] = await request.server.db
    .select()
    .from(bulkEdits)
    .where(and(eq(bulkEdits.id, id), eq(bulkEdits.customerId, customerId)));
  if (!row) throw notFound();
  return row;
}

function entityRoutes(app: FastifyInstance, name: string, def: EntityDef, kind: ReturnType<typeof bulkEditKind>) {
  const body = bodySchema(def);
  app.post(`/bulk/${name}/preview/`, {
    schema: {
      tags,
      summary: `Preview a bulk edit or delete of ${name}`,
      description:
        'Runs every row through the rules of the forms (or the "Cannot delete" rules) and rolls back: how many ' +
        'change, the rows skipped and why, a sample of before → after (at most 10) and how many router ' +
        'configuration entries change. Nothing is saved.',
      body,
      response: { 200: anyObject, ...errorResponses(401, 403) },
    },
    handler: async (request) => {
      const { action, ids, set } = await selectionOf(request, def);
      return previewBulk(app.db, def, customerPart(request.scope), action, ids, set);
    },
  });
  app.post(`/bulk/${name}/`, {
    schema: {
      tags,
      summary: `Apply a bulk edit or delete of ${name}`,
      description:
        'Starts the background job that applies it in one transaction, row by row with the rules of the forms; ' +
        'rows refused are skipped with their reason (GET /bulk/{id}/). Its change records name it, so it can be undone.',
      body,
      response: { 202: anyObject, ...errorResponses(401, 403) },
    },
    handler: async (request, reply) => {
      const { action, ids, set } = await selectionOf(request, def);
      const scope = customerPart(request.scope);
      const [row] = await app.db
        .insert(bulkEdits)
        .values({
          customerId: scope.customerId,
          userId: scope.userId,
          siteId: scope.siteId,
          entity: name,
          action,
          ids,
          fields: set,
        })
        .returning({ id: bulkEdits.id });
      const { id } = await app.jobs.send(kind, { bulkEditId: row.id });
      await app.db.update(bulkEdits).set({ jobId: id }).where(eq(bulkEdits.id, row.id));
      return reply.code(202).send({ id: row.id, job_id: id, total: ids.length });
    },
  });
}

/**
 * Bulk edit and delete of networks, tenants, rooms and outlets (issue 37): preview (rolled back),
 * apply as a background job in one transaction, read its outcome, undo it from its change records.
 * Every call stays inside the X-Customer-ID customer.
 */
const bulkRoutes: FastifyPluginAsync = async (app) => {
  const kind = bulkEditKind(app.db);
  await app.jobs.define(kind);
  for (const [name, def] of Object.entries(bulkEntities)) entityRoutes(app, name, def, kind);

  app.get('/bulk/:id/', {
    schema: {
      tags,
      summary: 'State of a bulk edit',
      description:
        'Its status (queued, applying, applied, failed, undone), progress, counts (changed, unchanged, skipped) ' +
        'and the skipped rows with their reason.',
      params: idParams,
      response: { 200: anyObject, ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => {
      const row = await findBulkEdit(request);
      const job = row.jobId ? await app.jobs.read(kind, row.jobId) : null;
      return {
        id: row.id,
        entity: row.entity,
        action: row.action,
        fields: row.fields,
        status: row.status,
        total: row.ids.length,
        progress: job?.progress ?? null,
        counts: row.counts,
        skipped: row.skipped ?? [],
        error: row.error,
        created_at: row.createdAt,
        applied_at: row.appliedAt,
        undone_at: row.undoneAt,
      };
    },
  });

  app.post('/bulk/:id/undo/', {
    schema: {
      tags,
      summary: 'Undo a bulk edit',
      description:
        'Restores every value it changed (and puts its deleted rows back under their own ids, with the rows removed ' +
        'with them) in one transaction. Refused with 409 ' +
        'when a row it changed was changed again after it, or when it was already undone.',
      params: idParams,
      response: { 200: anyObject, ...errorResponses(401, 403, 404, 409) },
    },
    handler: async (request) => {
      const row = await findBulkEdit(request);
      const restored = await undoBulk(app.db, row, customerPart(request.scope).userId);
      return { id: row.id, status: 'undone', restored };
    },
  });
};

export default bulkRoutes;
