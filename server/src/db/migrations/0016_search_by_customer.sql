-- Quick search: one GIN per table over the customer and the search text's trigrams replaces the
-- trigram and prefix indexes (server/src/db/schema/searchIndex.ts says why).
DROP INDEX IF EXISTS "addresses_search_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "floors_search_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "rooms_search_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "tenants_search_trgm_idx";--> statement-breakpoint
DROP INDEX "addresses_search_prefix_idx";--> statement-breakpoint
DROP INDEX "floors_search_prefix_idx";--> statement-breakpoint
DROP INDEX "rooms_search_prefix_idx";--> statement-breakpoint
DROP INDEX "tenants_search_prefix_idx";--> statement-breakpoint
DROP INDEX "networks_name_trgm_idx";--> statement-breakpoint
DROP INDEX "networks_search_prefix_idx";--> statement-breakpoint
DROP INDEX "wireless_ssid_trgm_idx";--> statement-breakpoint
DROP INDEX "outlets_label_trgm_idx";--> statement-breakpoint
DROP INDEX "outlets_search_prefix_idx";--> statement-breakpoint
CREATE INDEX "addresses_search_idx" ON "addresses" USING gin ((array["customer_id"]),lower("street" || ' ' || "house_number" || ' ' || "postal_code" || ' ' || "city") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "floors_search_idx" ON "floors" USING gin ((array["customer_id"]),lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rooms_search_idx" ON "rooms" USING gin ((array["customer_id"]),lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tenants_search_idx" ON "tenants" USING gin ((array["customer_id"]),lower("name" || ' ' || coalesce("email", '') || ' ' || coalesce("reference", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "networks_search_idx" ON "networks" USING gin ((array["customer_id"]),lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "wireless_networks_search_idx" ON "wireless_networks" USING gin ((array["customer_id"]),lower("ssid") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "outlets_search_idx" ON "outlets" USING gin ((array["customer_id"]),lower("label") gin_trgm_ops);