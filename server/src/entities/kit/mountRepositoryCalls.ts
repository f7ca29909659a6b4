import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { notFound } from '../../http/httpErrors';
import type { ExtraRoute, Operation, RepositoryEntityDef } from './entityDef';
import { allOperations, below, routeConfigOf } from './routeParts';
import { pathId } from '../../http/ids';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Answer = (def: RepositoryEntityDef, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

const found = (value: unknown) => {
  if (value === null || value === undefined || value === false) throw notFound();
  return value;
};

/** How each of the five calls is routed and answered from the repository. */
const calls: Record<Operation, { method: Method; item: boolean; answer: Answer }> = {
  list: { method: 'GET', item: false, answer: (def, request) => def.repository.list!(request) },
  create: {
    method: 'POST',
    item: false,
    answer: async (def, request, reply) => reply.code(201).send(await def.repository.create!(request)),
  },
  read: {
    method: 'GET',
    item: true,
    answer: async (def, request) => found(await def.repository.find!(request, pathId(request))),
  },
  update: {
    method: 'PATCH',
    item: true,
    answer: async (def, request) => found(await def.repository.update!(request, pathId(request))),
  },
  delete: {
    method: 'DELETE',
    item: true,
    answer: async (def, request, reply) => {
      found(await def.repository.remove!(request, pathId(request)));
      return reply.code(204).send();
    },
  },
};

const repositoryMethod = { list: 'list', create: 'create', read: 'find', update: 'update', delete: 'remove' } as const;

/**
 * The five calls of an entity served by its own repository, mounted like the table engine's: the
 * same paths, tenancy and tags, the schemas its definition gives. Returns its extra routes.
 */
export function mountRepositoryCalls(app: FastifyInstance, def: RepositoryEntityDef): ExtraRoute[] {
  const config = routeConfigOf(def);
  for (const operation of def.operations ?? allOperations) {
    const schema: FastifySchema | undefined = def.schemas[operation];
    if (!schema || !def.repository[repositoryMethod[operation]]) {
      throw new Error(`${def.label}: '${operation}' needs a schema and repository.${repositoryMethod[operation]}`);
    }
    const call = calls[operation];
    const writes = operation === 'create' || operation === 'update';
    app.route({
      method: call.method,
      url: call.item ? below(def.path, ':id/') : def.path,
      config,
      schema: { tags: [def.label], ...schema },
      ...(writes && def.parseBody ? { preValidation: def.parseBody } : {}),
      handler: (request, reply) => call.answer(def, request, reply),
    });
  }
  return def.routes?.(def) ?? [];
}
