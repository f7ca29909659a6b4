import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { rowsOf, type Queryable } from '../db/database';
import { qualified } from '../db/qualified';
import { customers, memberships, sites, users } from '../db/schema';
import type { AuthUser } from './authUser';

/** The customer and site a request's headers name, as far as they are well-formed ids. */
export interface NamedPlace {
  customerId?: number;
  siteId?: number;
}

/** A signed-in user with the answers for the place their request names: what the tenancy checks ask. */
export interface UserAccess {
  user: AuthUser;
  place: NamedPlace;
  /** hasCustomerAccess for place.customerId (false when none is named) */
  customerAllowed: boolean;
  /** siteInCustomer for place.siteId in place.customerId (false unless both are named) */
  siteInCustomer: boolean;
  /** users.session_version: a token issued at another version is refused */
  sessionVersion: number;
}

/** Which of the place's ids a request names: the access statement has one shape for each. */
type PlaceShape = 'none' | 'customer' | 'site';

const shapeOf = ({ customerId, siteId }: NamedPlace): PlaceShape =>
  customerId === undefined ? 'none' : siteId === undefined ? 'customer' : 'site';

/** A value of the access rules: a column or placeholder of a statement, or a value of the caller's. */
type Operand = SQLWrapper | number | boolean;

/**
 * The rule of customer access, written once for the statement every request runs and for the
 * checks of one customer: a member of it, or a superuser while it exists.
 */
const customerAllowedSql = (userId: Operand, isSuperuser: Operand, customerId: Operand) =>
  sql<boolean>`case when ${isSuperuser}
    then exists (select 1 from ${customers} where ${qualified(customers.id)} = ${customerId})
    else exists (select 1 from ${memberships} where ${qualified(memberships.userId)} = ${userId}
      and ${qualified(memberships.customerId)} = ${customerId}) end`;

/** The rule of a site's place, written once likewise: the site belongs to the customer. */
const siteInCustomerSql = (customerId: Operand, siteId: Operand) =>
  sql<boolean>`exists (select 1 from ${sites} where ${qualified(sites.id)} = ${siteId} and ${qualified(sites.customerId)} = ${customerId})`;

/**
 * The statement loadUserAccess runs for one shape of place, its ids as placeholders. Every request
 * runs it, so it is built once per database: drizzle renders a query afresh on each call otherwise.
 */
function accessStatement(db: Queryable, shape: PlaceShape) {
  const customerId = sql.placeholder('customerId');
  const siteId = sql.placeholder('siteId');
  const customerAllowed =
    shape === 'none'
      ? sql<boolean>`false`
      : customerAllowedSql(qualified(users.id), qualified(users.isSuperuser), customerId);
  const siteAllowed = shape !== 'site' ? sql<boolean>`false` : siteInCustomerSql(customerId, siteId);
  return db
    .select({
      id: users.id,
      email: users.email,
      isSuperuser: users.isSuperuser,
      sessionVersion: users.sessionVersion,
      customerAllowed: customerAllowed.mapWith(Boolean),
      siteInCustomer: siteAllowed.mapWith(Boolean),
    })
    .from(users)
    .where(and(eq(users.id, sql.placeholder('userId')), eq(users.isActive, true)))
    .prepare(`user_access_${shape}`);
}

const accessStatements = new WeakMap<Queryable, Map<PlaceShape, ReturnType<typeof accessStatement>>>();

/**
 * The active user with hasCustomerAccess and siteInCustomer for the place their request names, in
 * one statement: each query costs a request about as much again as its own work on a short list.
 * Null for an inactive or deleted user.
 */
export async function loadUserAccess(db: Queryable, userId: number, place: NamedPlace): Promise<UserAccess | null> {
  const shape = shapeOf(place);
  let statements = accessStatements.get(db);
  if (!statements) accessStatements.set(db, (statements = new Map()));
  let statement = statements.get(shape);
  if (!statement) statements.set(shape, (statement = accessStatement(db, shape)));
  const [row] = await statement.execute({ userId, customerId: place.customerId, siteId: place.siteId });
  if (!row) return null;
  return {
    user: { id: row.id, email: row.email, isSuperuser: row.isSuperuser },
    place,
    customerAllowed: row.customerAllowed,
    siteInCustomer: row.siteInCustomer,
    sessionVersion: row.sessionVersion,
  };
}

/** True when the user may work inside the customer: a membership, or any existing customer for superusers. */
export async function hasCustomerAccess(
  db: Queryable,
  user: Pick<AuthUser, 'id' | 'isSuperuser'>,
  customerId: number,
): Promise<boolean> {
  return answer(db, customerAllowedSql(user.id, user.isSuperuser, customerId));
}

/** Every customer the user may work inside: their memberships, or all customers for superusers. */
export async function customerIdsOf(db: Queryable, user: Pick<AuthUser, 'id' | 'isSuperuser'>): Promise<number[]> {
  const rows = user.isSuperuser
    ? await db.select({ id: customers.id }).from(customers)
    : await db.select({ id: memberships.customerId }).from(memberships).where(eq(memberships.userId, user.id));
  return rows.map((row) => row.id);
}

/** True when the site belongs to the customer. */
export async function siteInCustomer(db: Queryable, customerId: number, siteId: number): Promise<boolean> {
  return answer(db, siteInCustomerSql(customerId, siteId));
}

/** The value of one rule for the caller's values. */
async function answer(db: Queryable, rule: SQL<boolean>): Promise<boolean> {
  const [row] = rowsOf<{ answer: boolean }>(await db.execute(sql`select ${rule} as answer`));
  return row?.answer === true;
}

/** The customer a site belongs to, or null when there is no such site. */
export async function customerOfSite(db: Queryable, siteId: number): Promise<number | null> {
  const [site] = await db.select({ customerId: sites.customerId }).from(sites).where(eq(sites.id, siteId));
  return site?.customerId ?? null;
}
