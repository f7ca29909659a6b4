-- The search indexes take new rows straight into their trees (schema/searchIndex.ts says why).
-- Hand-written: drizzle-kit would drop and rebuild each index; setting the storage parameter keeps
-- them, and the entries already pending are moved into the index here.
ALTER INDEX "addresses_search_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "floors_search_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "rooms_search_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "tenants_search_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "networks_search_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "wireless_networks_search_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "outlets_search_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "search_terms_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('"addresses_search_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"floors_search_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"rooms_search_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"tenants_search_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"networks_search_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"wireless_networks_search_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"outlets_search_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"search_terms_trgm_idx"'::regclass);