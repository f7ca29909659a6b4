import { eq } from 'drizzle-orm';
import { createSuperuser } from '../../../server/src/auth/createSuperuser';
import { verifyPassword } from '../../../server/src/auth/password';
import { loadConfig, sharedDatabaseSecretsProblem } from '../../../server/src/config';
import type { DatabaseHandle } from '../../../server/src/db/database';
import { errorSummary } from '../../../server/src/db/errorReport';
import { users } from '../../../server/src/db/schema';
import { openSeededTestDatabase } from '../../support/serverDatabase';

describe('secrets of instances sharing one PostgreSQL', () => {
  const base = { DATABASE_URL: 'postgres://db.example/portico' };

  it('warns when DATABASE_URL is set without JWT_SECRET or DEVICE_SECRET_KEY', () => {
    expect(sharedDatabaseSecretsProblem({ ...base, JWT_SECRET: 'j' })).toMatch(
      /^DATABASE_URL is set but DEVICE_SECRET_KEY is not: .*Set the same values on every instance\.$/,
    );
    expect(sharedDatabaseSecretsProblem(base)).toMatch(/but JWT_SECRET and DEVICE_SECRET_KEY are not/);
  });

  it('refuses to start in production without them, and is quiet when both are set or the database is embedded', () => {
    expect(() => sharedDatabaseSecretsProblem({ ...base, NODE_ENV: 'production' })).toThrow(
      /Refused because NODE_ENV=production/,
    );
    expect(sharedDatabaseSecretsProblem({ ...base, JWT_SECRET: 'j', DEVICE_SECRET_KEY: 'd' })).toBeNull();
    expect(sharedDatabaseSecretsProblem({ NODE_ENV: 'production' })).toBeNull();
  });
});

describe('DATABASE_POOL_SIZE', () => {
  const env = { DATA_DIR: '/nonexistent/portico', JWT_SECRET: 'j', DATABASE_URL: 'postgres://db.example/portico' };

  it('is 6 connections unless set', () => {
    expect(loadConfig(env).databasePoolSize).toBe(6);
    expect(loadConfig({ ...env, DATABASE_POOL_SIZE: '24' }).databasePoolSize).toBe(24);
  });

  it.each(['0', '-2', '2.5', 'ten'])('refuses %s with the variable named', (value) => {
    expect(() => loadConfig({ ...env, DATABASE_POOL_SIZE: value })).toThrow(
      `DATABASE_POOL_SIZE must be a positive integer, got "${value}"`,
    );
  });
});

describe('what a failed start prints', () => {
  it('names the failed statement and why it failed, without its parameters', () => {
    const cause = Object.assign(new Error('relation "login_failures" already exists'), { code: '42P07' });
    const error = new Error('Failed query: CREATE TABLE "login_failures" ($1)\nparams: secret-value', { cause });
    expect(errorSummary(error)).toBe(
      'Failed query: CREATE TABLE "login_failures" ($1)\n  caused by: relation "login_failures" already exists [42P07]',
    );
  });

  it('drops the input value PostgreSQL quotes in a data exception', () => {
    const error = Object.assign(new Error('invalid input syntax for type integer: "my passphrase"'), { code: '22P02' });
    expect(errorSummary(error)).toBe('invalid input syntax for type integer: "…" [22P02]');
  });
});

describe('createSuperuser', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openSeededTestDatabase();
  });
  afterAll(() => handle.close());

  it('adds a superuser with a hashed password, its e-mail lower-case', async () => {
    const user = await createSuperuser(handle.db, { email: ' First@Example.ORG ', password: 'long enough' });
    expect(user.email).toBe('first@example.org');
    const [row] = await handle.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ isSuperuser: true, isActive: true });
    expect(await verifyPassword('long enough', row.passwordHash)).toBe(true);
  });

  it('refuses a short password, a malformed address and an existing user', async () => {
    await expect(createSuperuser(handle.db, { email: 'x@example.org', password: 'short' })).rejects.toThrow(
      'The password must have at least 8 characters',
    );
    await expect(createSuperuser(handle.db, { email: 'nobody', password: 'long enough' })).rejects.toThrow(
      '"nobody" is not an e-mail address',
    );
    await expect(createSuperuser(handle.db, { email: 'ADMIN@example.com', password: 'long enough' })).rejects.toThrow(
      'A user admin@example.com already exists',
    );
  });
});
