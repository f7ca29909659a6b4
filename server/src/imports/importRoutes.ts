import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import { importMappings, imports } from '../db/schema/imports';
import { HttpError, conflict, notFound } from '../http/httpErrors';
import { errorResponses } from '../http/schemas';
import { UTF8_BOM, csvLine } from '../entities/kit/csvCells';
import { CsvFileError, MAX_IMPORT_BYTES, readCsv } from './csvRead';
import { importSpecNamed, importSpecs, suggestMapping, templateRows, type ImportSpec } from './importSpecs';
import { dryRun, type ImportRow } from './importCommit';
import { importCommitKind } from './importJob';
import { customerPart } from '../entities/kit/rowScope';

const entityParam = { type: 'string', enum: importSpecs.map((spec) => spec.name) };
const entityParams = { type: 'object', properties: { entity: entityParam }, required: ['entity'] };
const importParams = {
  type: 'object',
  properties: { entity: entityParam, id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  required: ['entity', 'id'],
};
const anyObject = { type: 'object', additionalProperties: true };
const csvFile = { description: 'A CSV file', content: { 'text/csv': { schema: { type: 'string' } } } };
const tags = ['Import'];

const specOfRequest = (request: FastifyRequest) =>
  importSpecNamed((request.params as { entity: string }).entity) as ImportSpec;

/** The caller's import (404 for another customer's, or another entity's). */
async function findImport(request: FastifyRequest): Promise<ImportRow> {
  const { id, entity } = request.params as { id: number; entity: string };
  const { customerId } = customerPart(request.scope as never);
  const [row] = await request.server.db
    .select()
    .from(imports)
    .where(and(eq(imports.id, id), eq(imports.customerId, customerId), eq(imports.entityType, entity)));
  if (!row) throw notFound();
  return row;
}

const columnsOf = (spec: ImportSpec) =>
  spec.columns.map((column) => ({
    name: column.name,
    required: spec.def.requiredOnCreate.includes(column.field === undefined ? column.name : (column.field ?? '')),
    reference: Boolean(column.ref),
  }));

/**
 * CSV import of addresses, floors, rooms, tenants, occupancy, outlets and networks (issue 37):
 * upload (a text/csv body, streamed and parsed as it arrives), check with a column mapping (the dry
 * run: every row with the entity's own rules, nothing kept), commit as a background job, download
 * the result. Every call stays inside the X-Customer-ID customer.
 */
const importRoutes: FastifyPluginAsync = async (app) => {
  const commitKind = importCommitKind(app.db);
  await app.jobs.define(commitKind);
  // The body stays a stream: readCsv parses it as it arrives and refuses a file over the limits.
  app.addContentTypeParser(['text/csv', 'text/plain'], (_request, payload, done) => done(null, payload));

  app.get('/imports/:entity/template/', {
    schema: {
      tags,
      summary: 'Template CSV of an import',
      description: 'The header line an import file of the entity uses, and an example row.',
      params: entityParams,
      response: { 200: csvFile, ...errorResponses(401, 403) },
    },
    handler: async (request, reply) => {
      const spec = specOfRequest(request);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${spec.name}-template.csv"`)
        .send(UTF8_BOM + templateRows(spec).map(csvLine).join(''));
    },
  });

  app.post('/imports/:entity/', {
    bodyLimit: MAX_IMPORT_BYTES,
    schema: {
      tags,
      summary: 'Upload a CSV file to import',
      description:
        'The body is the file (text/csv, UTF-8, `,` or `;`, a byte order mark allowed). Answers its header, ' +
        'the columns of the entity and a mapping of each header to a column (remembered from the last check ' +
        `of this user, else by name). Files over ${MAX_IMPORT_BYTES / 1024 / 1024} MiB or 50,000 rows are refused (413).`,
      params: entityParams,
      querystring: { type: 'object', properties: { file_name: { type: 'string', maxLength: 200 } } },
      response: { 201: anyObject, ...errorResponses(401, 403, 413, 415) },
    },
    handler: async (request, reply) => {
      const spec = specOfRequest(request);
      const scope = customerPart(request.scope as never);
      if (!request.body || typeof (request.body as Readable).pipe !== 'function')
        throw new HttpError(415, 'Send the file as text/csv.');
      let file;
      try {
        file = await readCsv(request.body as Readable);
      } catch (error) {
        if (error instanceof CsvFileError) throw new HttpError(error.status, error.message);
        throw error;
      }
      const [remembered] = await app.db
        .select({ mapping: importMappings.mapping })
        .from(importMappings)
        .where(and(eq(importMappings.userId, scope.userId), eq(importMappings.entityType, spec.name)));
      const mapping = suggestMapping(spec, file.header, remembered?.mapping);
      const [row] = await app.db
        .insert(imports)
        .values({
          customerId: scope.customerId,
          userId: scope.userId,
          siteId: scope.siteId,
          entityType: spec.name,
          fileName: (request.query as { file_name?: string }).file_name ?? '',
          header: file.header,
          rows: file.rows,
          mapping,
        })
        .returning({ id: imports.id });
      return reply.code(201).send({
        id: row.id,
        entity: spec.name,
        header: file.header,
        rows: file.rows.length,
        columns: columnsOf(spec),
        mapping,
      });
    },
  });

  app.post('/imports/:entity/:id/check/', {
    schema: {
      tags,
      summary: 'Dry run of an uploaded import',
      description:
        "Checks every row with the rules of the entity's forms and answers per row (with its line in the file) " +
        'created, updated, unchanged or error with the column and message. Nothing is saved. The mapping ' +
        '(header -> column, "" to ignore a header) is remembered for this user.',
      params: importParams,
      body: {
        type: 'object',
        properties: { mapping: { type: 'object', additionalProperties: { type: 'string', maxLength: 100 } } },
        required: ['mapping'],
      },
      response: { 200: anyObject, ...errorResponses(401, 403, 404, 409) },
    },
    handler: async (request) => {
      const spec = specOfRequest(request);
      const stored = await findImport(request);
      if (stored.state !== 'uploaded') throw conflict('This import was already committed.');
      const { mapping } = request.body as { mapping: Record<string, string> };
      const known = new Set(spec.columns.map((column) => column.name));
      const cleaned = Object.fromEntries(
        stored.header.map((source) => [source, known.has(mapping[source] ?? '') ? mapping[source] : '']),
      );
      await app.db.update(imports).set({ mapping: cleaned }).where(eq(imports.id, stored.id));
      await app.db
        .insert(importMappings)
        .values({ userId: stored.userId ?? request.user.id, entityType: spec.name, mapping: cleaned })
        .onConflictDoUpdate({ target: [importMappings.userId, importMappings.entityType], set: { mapping: cleaned } });
      const checks = await dryRun(app.db, { ...stored, mapping: cleaned });
      const counts = { created: 0, updated: 0, unchanged: 0, error: 0 };
      for (const check of checks) counts[check.status] += 1;
      return { id: stored.id, mapping: cleaned, counts, rows: checks };
    },
  });

  app.post('/imports/:entity/:id/commit/', {
    schema: {
      tags,
      summary: 'Commit a checked import',
      description:
        'Starts the background job that writes the rows: `valid` writes the rows that pass and reports the ' +
        'others; `all` writes every row or, when one fails, none. One transaction; each write is a change record.',
      params: importParams,
      body: {
        type: 'object',
        properties: { mode: { type: 'string', enum: ['valid', 'all'] } },
        required: ['mode'],
      },
      response: { 202: anyObject, ...errorResponses(401, 403, 404, 409) },
    },
    handler: async (request, reply) => {
      const stored = await findImport(request);
      if (stored.state !== 'uploaded') throw conflict('This import was already committed.');
      const { mode } = request.body as { mode: 'valid' | 'all' };
      const { id } = await app.jobs.send(commitKind, { importId: stored.id, mode });
      await app.db.update(imports).set({ state: 'committing', jobId: id }).where(eq(imports.id, stored.id));
      return reply.code(202).send({ id: stored.id, job_id: id });
    },
  });

  app.get('/imports/:entity/:id/', {
    schema: {
      tags,
      summary: 'State of an import',
      description:
        "Its state (uploaded, committing, committed, failed), the commit job's progress and counts per status.",
      params: importParams,
      response: { 200: anyObject, ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => {
      const stored = await findImport(request);
      const job = stored.jobId ? await app.jobs.read(commitKind, stored.jobId) : null;
      const counts: Record<string, number> = {};
      for (const [, status] of stored.result ?? []) counts[status] = (counts[status] ?? 0) + 1;
      return {
        id: stored.id,
        entity: stored.entityType,
        state: stored.state,
        rows: stored.rows.length,
        // The committed state is written in the commit's transaction, a moment before the job's last
        // progress step lands: a committed import has done every row.
        progress:
          stored.state === 'committed'
            ? { done: stored.rows.length, total: stored.rows.length }
            : (job?.progress ?? null),
        error: stored.state === 'failed' ? (job?.error ?? 'The import failed') : null,
        counts,
      };
    },
  });

  app.get('/imports/:entity/:id/result/', {
    schema: {
      tags,
      summary: 'Result file of a committed import',
      description: 'The uploaded rows with `line`, `status` and `message` columns in front.',
      params: importParams,
      response: { 200: csvFile, ...errorResponses(401, 403, 404, 409) },
    },
    handler: async (request, reply) => {
      const stored = await findImport(request);
      if (!stored.result) throw conflict('This import has no result yet.');
      const outcome = new Map(stored.result.map(([line, status, message]) => [line, [status, message]]));
      const lines = [csvLine(['line', 'status', 'message', ...stored.header])];
      for (const [line, cells] of stored.rows)
        lines.push(csvLine([line, ...(outcome.get(line) ?? ['', '']), ...cells]));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${stored.entityType}-import-${stored.id}-result.csv"`)
        .send(UTF8_BOM + lines.join(''));
    },
  });
};

export default importRoutes;
