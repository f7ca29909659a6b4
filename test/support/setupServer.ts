/**
 * Setup of the jest "server" project. Databases load per test file (PGlite from a cached
 * tarball, or a fresh PostgreSQL database), so hooks get generous time.
 */
jest.setTimeout(60_000);
