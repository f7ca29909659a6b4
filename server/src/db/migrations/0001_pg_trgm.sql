-- Trigram matching for quick search and list search (PGlite preloads the extension; on a real
-- PostgreSQL it ships with contrib). Kept in its own migration so the indexes below can use it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
