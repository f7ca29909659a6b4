-- Quick search's second pass finds names that start with the query (searchEngine.ts) on these.
CREATE INDEX IF NOT EXISTS "addresses_search_prefix_idx" ON "addresses" USING btree (lower("street" || ' ' || "house_number" || ' ' || "postal_code" || ' ' || "city") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "floors_search_prefix_idx" ON "floors" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rooms_search_prefix_idx" ON "rooms" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tenants_search_prefix_idx" ON "tenants" USING btree (lower("name" || ' ' || coalesce("email", '') || ' ' || coalesce("reference", '')) text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "networks_search_prefix_idx" ON "networks" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "outlets_search_prefix_idx" ON "outlets" USING btree (lower("label") text_pattern_ops);