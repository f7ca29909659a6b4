-- Quick search (server/src/entities/search): trigram indexes on the exact expressions searchSources.ts
-- matches and the search vocabulary kept by triggers.
CREATE INDEX IF NOT EXISTS "addresses_search_trgm_idx" ON "addresses" USING gin (lower("street" || ' ' || "house_number" || ' ' || "postal_code" || ' ' || "city") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "floors_search_trgm_idx" ON "floors" USING gin (lower("name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rooms_search_trgm_idx" ON "rooms" USING gin (lower("name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tenants_search_trgm_idx" ON "tenants" USING gin (lower("name" || ' ' || coalesce("email", '') || ' ' || coalesce("reference", '')) gin_trgm_ops);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_terms_words(txt text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(lower(coalesce(txt, '')), '[[:space:][:punct:][:digit:]]+') AS w WHERE length(w) >= 3
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_terms_collect() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  doc jsonb := to_jsonb(NEW);
  col text;
BEGIN
  FOREACH col IN ARRAY TG_ARGV LOOP
    INSERT INTO search_terms (term) SELECT search_terms_words(doc ->> col) ON CONFLICT DO NOTHING;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_terms_rebuild() RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_terms (term)
  SELECT search_terms_words(name) FROM sites
  UNION SELECT search_terms_words(name) FROM customers
  UNION SELECT search_terms_words(street || ' ' || city) FROM addresses
  UNION SELECT search_terms_words(name) FROM floors
  UNION SELECT search_terms_words(name) FROM rooms
  UNION SELECT search_terms_words(name) FROM tenants
  UNION SELECT search_terms_words(name) FROM networks
  UNION SELECT search_terms_words(ssid) FROM wireless_networks
  UNION SELECT search_terms_words(first_name || ' ' || last_name) FROM users
  ON CONFLICT DO NOTHING
$$;
--> statement-breakpoint
CREATE TRIGGER sites_search_terms AFTER INSERT OR UPDATE OF name ON sites FOR EACH ROW EXECUTE FUNCTION search_terms_collect('name');
--> statement-breakpoint
CREATE TRIGGER customers_search_terms AFTER INSERT OR UPDATE OF name ON customers FOR EACH ROW EXECUTE FUNCTION search_terms_collect('name');
--> statement-breakpoint
CREATE TRIGGER addresses_search_terms AFTER INSERT OR UPDATE OF street, city ON addresses FOR EACH ROW EXECUTE FUNCTION search_terms_collect('street', 'city');
--> statement-breakpoint
CREATE TRIGGER floors_search_terms AFTER INSERT OR UPDATE OF name ON floors FOR EACH ROW EXECUTE FUNCTION search_terms_collect('name');
--> statement-breakpoint
CREATE TRIGGER rooms_search_terms AFTER INSERT OR UPDATE OF name ON rooms FOR EACH ROW EXECUTE FUNCTION search_terms_collect('name');
--> statement-breakpoint
CREATE TRIGGER tenants_search_terms AFTER INSERT OR UPDATE OF name ON tenants FOR EACH ROW EXECUTE FUNCTION search_terms_collect('name');
--> statement-breakpoint
CREATE TRIGGER networks_search_terms AFTER INSERT OR UPDATE OF name ON networks FOR EACH ROW EXECUTE FUNCTION search_terms_collect('name');
--> statement-breakpoint
CREATE TRIGGER wireless_networks_search_terms AFTER INSERT OR UPDATE OF ssid ON wireless_networks FOR EACH ROW EXECUTE FUNCTION search_terms_collect('ssid');
--> statement-breakpoint
CREATE TRIGGER users_search_terms AFTER INSERT OR UPDATE OF first_name, last_name ON users FOR EACH ROW EXECUTE FUNCTION search_terms_collect('first_name', 'last_name');
--> statement-breakpoint
SELECT search_terms_rebuild();
