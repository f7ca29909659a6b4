/**
 * /api/crm/saved-views/: a list's saved views (issue 37), kept per user inside the verified customer
 * (X-Customer-ID). A user reads their own views and those the customer's other staff share, and
 * changes only their own: another's shared view is a 403, anything else of another user or customer a 404.
 */
import { and, asc, count, eq, ne, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { customerScope } from '../access/scope';
import type { Queryable } from '../db/database';
import { savedViews, users, type SavedViewRow } from '../db/schema';
import { isUniqueViolation } from '../db/pgError';
import { bodyFieldError, forbidden, notFound } from '../http/httpErrors';
import { pathId } from '../http/ids';
import { MAX_VIEWS_PER_LIST, type SavedView, type SavedViewState } from '../../../rules/savedViews';
import { viewCreateSchema, viewDeleteSchema, viewListSchema, viewUpdateSchema } from './savedViewSchemas';

interface ViewWrite {
  name?: string;
  state?: SavedViewState;
  shared?: boolean;
  is_default?: boolean;
}

const ownerName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

function viewOf(row: SavedViewRow, owner: { name: string; email: string }, userId: number): SavedView {
  return {
    id: row.id,
    list: row.list,
    name: row.name,
    state: row.state,
    shared: row.shared,
    is_default: row.isDefault,
    mine: row.userId === userId,
    owner: { id: row.userId, name: owner.name || owner.email },
    modified_at: row.modifiedAt.toISOString(),
  };
}

const FILTER_KEY = /^[a-z][a-z0-9_]{0,39}$/;
const MAX_COLUMN_KEY = 60;

/** Keys the JSON schema cannot check in OpenAPI 3.0 (no propertyNames): filter params and column fields. */
function checkState(state: SavedViewState | undefined) {
  if (!state) return;
  const badFilter = Object.keys(state.filters).find((key) => !FILTER_KEY.test(key));
  if (badFilter !== undefined) throw bodyFieldError('state', `"${badFilter}" is not a filter of a list.`);
  const badColumn = Object.keys(state.columns).find((key) => key.length > MAX_COLUMN_KEY);
  if (badColumn !== undefined) throw bodyFieldError('state', `"${badColumn.slice(0, 20)}…" is not a column of a list.`);
}

const duplicateName = (name: string) => bodyFieldError('name', `You already have a view of this list named "${name}".`);

/** The user's views of the list, less `except`, are no longer its default. */
async function clearDefault(db: Queryable, owner: { customerId: number; userId: number }, list: string, except = 0) {
  await db
    .update(savedViews)
    .set({ isDefault: false })
    .where(
      and(
        eq(savedViews.customerId, owner.customerId),
        eq(savedViews.userId, owner.userId),
        eq(savedViews.list, list),
        eq(savedViews.isDefault, true),
        ne(savedViews.id, except),
      ),
    );
}

async function viewWithOwner(db: Queryable, id: number, userId: number): Promise<SavedView> {
  const [found] = await db
    .select({ view: savedViews, name: ownerName, email: users.email })
    .from(savedViews)
    .innerJoin(users, eq(users.id, savedViews.userId))
    .where(eq(savedViews.id, id));
  return viewOf(found.view, found, userId);
}

/** The user's own view `id` in the customer; another's view they can see is a 403, any other a 404. */
async function ownView(request: FastifyRequest): Promise<SavedViewRow> {
  const { customerId, userId } = customerScope(request);
  const [row] = await request.server.db
    .select()
    .from(savedViews)
    .where(and(eq(savedViews.id, pathId(request)), eq(savedViews.customerId, customerId)));
  if (!row || (row.userId !== userId && !row.shared)) throw notFound();
  if (row.userId !== userId) throw forbidden('Only its owner can change this view.');
  return row;
}

const savedViewRoutes: FastifyPluginAsync = async (app) => {
  app.get('/saved-views/', { schema: viewListSchema }, async (request) => {
    const { customerId, userId } = customerScope(request);
    const { list } = request.query as { list: string };
    const rows = await request.server.db
      .select({ view: savedViews, name: ownerName, email: users.email })
      .from(savedViews)
      .innerJoin(users, eq(users.id, savedViews.userId))
      .where(
        and(
          eq(savedViews.customerId, customerId),
          eq(savedViews.list, list),
          or(eq(savedViews.userId, userId), eq(savedViews.shared, true)),
        ),
      )
      // The user's own first, then the shared ones, each by name.
      .orderBy(sql`${savedViews.userId} <> ${userId}`, asc(sql`lower(${savedViews.name})`), asc(savedViews.id));
    return { data: rows.map((row) => viewOf(row.view, row, userId)) };
  });

  app.post('/saved-views/', { schema: viewCreateSchema }, async (request, reply) => {
    const scope = customerScope(request);
    const body = request.body as Required<Pick<ViewWrite, 'name' | 'state'>> & ViewWrite & { list: string };
    const name = body.name.trim();
    if (!name) throw bodyFieldError('name', 'Give the view a name.');
    checkState(body.state);
    const db = request.server.db;
    const mine = and(
      eq(savedViews.customerId, scope.customerId),
      eq(savedViews.userId, scope.userId),
      eq(savedViews.list, body.list),
    );
    const [{ views }] = await db.select({ views: count() }).from(savedViews).where(mine);
    if (views >= MAX_VIEWS_PER_LIST)
      throw bodyFieldError('name', `You have ${MAX_VIEWS_PER_LIST} views of this list; delete one to save another.`);
    try {
      const id = await db.transaction(async (tx) => {
        if (body.is_default) await clearDefault(tx, scope, body.list);
        const [row] = await tx
          .insert(savedViews)
          .values({
            customerId: scope.customerId,
            userId: scope.userId,
            list: body.list,
            name,
            state: body.state,
            shared: body.shared ?? false,
            isDefault: body.is_default ?? false,
          })
          .returning({ id: savedViews.id });
        return row.id;
      });
      reply.code(201);
      return await viewWithOwner(db, id, scope.userId);
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateName(name);
      throw error;
    }
  });

  app.patch('/saved-views/:id/', { schema: viewUpdateSchema }, async (request) => {
    const scope = customerScope(request);
    const row = await ownView(request);
    const body = request.body as ViewWrite;
    const name = body.name?.trim();
    if (name === '') throw bodyFieldError('name', 'Give the view a name.');
    checkState(body.state);
    const db = request.server.db;
    try {
      await db.transaction(async (tx) => {
        if (body.is_default) await clearDefault(tx, scope, row.list, row.id);
        await tx
          .update(savedViews)
          .set({
            ...(name !== undefined && { name }),
            ...(body.state !== undefined && { state: body.state }),
            ...(body.shared !== undefined && { shared: body.shared }),
            ...(body.is_default !== undefined && { isDefault: body.is_default }),
            modifiedAt: sql`now()`,
          })
          .where(eq(savedViews.id, row.id));
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateName(name ?? row.name);
      throw error;
    }
    return viewWithOwner(db, row.id, scope.userId);
  });

  app.delete('/saved-views/:id/', { schema: viewDeleteSchema }, async (request, reply) => {
    const row = await ownView(request);
    await request.server.db.delete(savedViews).where(eq(savedViews.id, row.id));
    reply.code(204);
    return null;
  });
};

export default savedViewRoutes;
