-- List-ordering indexes on the property tables, the scheme of schema/orderingIndexes.ts: for each
-- ordering the lists offer, (customer, column, id) and (site, customer, column, id). The drops remove
-- indexes an earlier build of 0003 created.
DROP INDEX IF EXISTS "addresses_customer_street_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "rooms_customer_name_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "tenants_customer_name_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "addresses_customer_id_order_idx";--> statement-breakpoint
CREATE INDEX "addresses_customer_id_order_idx" ON "addresses" ("customer_id", "id");
--> statement-breakpoint
DROP INDEX IF EXISTS "addresses_site_id_order_idx";--> statement-breakpoint
CREATE INDEX "addresses_site_id_order_idx" ON "addresses" ("site_id", "customer_id", "id");
--> statement-breakpoint
DROP INDEX IF EXISTS "addresses_customer_street_order_idx";--> statement-breakpoint
CREATE INDEX "addresses_customer_street_order_idx" ON "addresses" ("customer_id", "street", "id");
--> statement-breakpoint
DROP INDEX IF EXISTS "addresses_site_street_order_idx";--> statement-breakpoint
CREATE INDEX "addresses_site_street_order_idx" ON "addresses" ("site_id", "customer_id", "street", "id");
--> statement-breakpoint
DROP INDEX IF EXISTS "addresses_customer_postal_code_order_idx";--> statement-breakpoint
CREATE INDEX "addresses_customer_postal_code_order_idx" ON "addresses" ("customer_id", "postal_code", "id");
--> statement-breakpoint
DROP INDEX IF EXISTS "addresses_site_postal_code_order_idx";--> statement-breakpoint
CREATE INDEX "addresses_site_postal_code_order_idx" ON "addresses" ("site_id", "customer_id", "postal_code", "id");
--> statement-breakpoint
DROP INDEX IF EXISTS "addresses_customer_city_order_idx";--> statement-breakpoint
CREATE INDEX "addresses_customer_city_order_idx" ON "addresses" ("customer_id", "city", "id");
--> statement-breakpoint
DROP INDEX IF EXISTS "addresses_site_city_order_idx";--> statement-breakpoint
CREATE INDEX "addresses_site_city_order_idx" ON "addresses" ("site_id", "customer_id", "city", "id");
--> statement-breakpoint
DROP INDEX IF EXISTS "addresses_customer_created_at_order_idx";--> statement-breakpoint
CREATE INDEX "addresses_customer_created_at_order_idx" ON "addresses" ("customer_id", "created_at", "id");
--> statement-breakpoint
DROP INDEX IF EXISTS "addresses_site_created_at_order_idx";--> statement-breakpoint
CREATE INDEX "addresses_site_created_at_order_idx" ON "addresses" ("site_id", "customer_id", "created_at", "id");
--> statement-breakpoint
DROP INDEX IF EXISTS "floors_customer_id_order_idx";--> statement-breakpoint
CREATE INDEX "floors_customer_id_order_idx" ON "floors" ("customer_id", "id");
--> statement-breakpoint
DROP INDEX IF EXISTS "floors_site_id_order_idx";--> statement-breakpoint
CREATE INDEX "floors_site_id_order_idx" ON "floors" ("site_id", "customer_id", "id");
--> statement-breakpoint
DROP INDEX IF EXISTS "floors_customer_name_order_idx";--> statement-breakpoint
CREATE INDEX "floors_customer_name_order_idx" ON "floors" ("customer_id", "name", "id");
--> statement-breakpoint
DROP INDEX IF EXISTS "floors_site_name_order_idx";--> statement-breakpoint
CREATE INDEX "floors_site_name_order_idx" ON "floors" ("site_id", "customer_id", "name", "id");
--> statement-breakpoint
DROP INDEX IF EXISTS "floors_customer_level_order_idx";--> statement-breakpoint
CREATE INDEX "floors_customer_level_order_idx" ON "floors" ("customer_id", "level", "id");
--> statement-breakpoint
DROP INDEX IF EXISTS "floors_site_level_order_idx";--> statement-breakpoint
CREATE INDEX "floors_site_level_order_idx" ON "floors" ("site_id", "customer_id", "level", "id");
--> statement-breakpoint
DROP INDEX IF EXISTS "rooms_customer_id_order_idx";--> statement-breakpoint
CREATE INDEX "rooms_customer_id_order_idx" ON "rooms" ("customer_id", "id");
--> statement-breakpoint
DROP INDEX IF EXISTS "rooms_site_id_order_idx";--> statement-breakpoint
CREATE INDEX "rooms_site_id_order_idx" ON "rooms" ("site_id", "customer_id", "id");
--> statement-breakpoint
DROP INDEX IF EXISTS "rooms_customer_name_order_idx";--> statement-breakpoint
CREATE INDEX "rooms_customer_name_order_idx" ON "rooms" ("customer_id", "name", "id");
--> statement-breakpoint
DROP INDEX IF EXISTS "rooms_site_name_order_idx";--> statement-breakpoint
CREATE INDEX "rooms_site_name_order_idx" ON "rooms" ("site_id", "customer_id", "name", "id");
--> statement-breakpoint
DROP INDEX IF EXISTS "rooms_customer_kind_order_idx";--> statement-breakpoint
CREATE INDEX "rooms_customer_kind_order_idx" ON "rooms" ("customer_id", "kind", "id");
--> statement-breakpoint
DROP INDEX IF EXISTS "rooms_site_kind_order_idx";--> statement-breakpoint
CREATE INDEX "rooms_site_kind_order_idx" ON "rooms" ("site_id", "customer_id", "kind", "id");
--> statement-breakpoint
DROP INDEX IF EXISTS "tenants_customer_id_order_idx";--> statement-breakpoint
CREATE INDEX "tenants_customer_id_order_idx" ON "tenants" ("customer_id", "id");
--> statement-breakpoint
DROP INDEX IF EXISTS "tenants_site_id_order_idx";--> statement-breakpoint
CREATE INDEX "tenants_site_id_order_idx" ON "tenants" ("site_id", "customer_id", "id");
--> statement-breakpoint
DROP INDEX IF EXISTS "tenants_customer_name_order_idx";--> statement-breakpoint
CREATE INDEX "tenants_customer_name_order_idx" ON "tenants" ("customer_id", "name", "id");
--> statement-breakpoint
DROP INDEX IF EXISTS "tenants_site_name_order_idx";--> statement-breakpoint
CREATE INDEX "tenants_site_name_order_idx" ON "tenants" ("site_id", "customer_id", "name", "id");
--> statement-breakpoint
DROP INDEX IF EXISTS "tenants_customer_kind_order_idx";--> statement-breakpoint
CREATE INDEX "tenants_customer_kind_order_idx" ON "tenants" ("customer_id", "kind", "id");
--> statement-breakpoint
DROP INDEX IF EXISTS "tenants_site_kind_order_idx";--> statement-breakpoint
CREATE INDEX "tenants_site_kind_order_idx" ON "tenants" ("site_id", "customer_id", "kind", "id");
--> statement-breakpoint
DROP INDEX IF EXISTS "tenants_customer_email_order_idx";--> statement-breakpoint
CREATE INDEX "tenants_customer_email_order_idx" ON "tenants" ("customer_id", "email", "id");
--> statement-breakpoint
DROP INDEX IF EXISTS "tenants_site_email_order_idx";--> statement-breakpoint
CREATE INDEX "tenants_site_email_order_idx" ON "tenants" ("site_id", "customer_id", "email", "id");
--> statement-breakpoint
DROP INDEX IF EXISTS "tenants_customer_reference_order_idx";--> statement-breakpoint
CREATE INDEX "tenants_customer_reference_order_idx" ON "tenants" ("customer_id", "reference", "id");
--> statement-breakpoint
DROP INDEX IF EXISTS "tenants_site_reference_order_idx";--> statement-breakpoint
CREATE INDEX "tenants_site_reference_order_idx" ON "tenants" ("site_id", "customer_id", "reference", "id");
--> statement-breakpoint
DROP INDEX IF EXISTS "tenants_customer_created_at_order_idx";--> statement-breakpoint
CREATE INDEX "tenants_customer_created_at_order_idx" ON "tenants" ("customer_id", "created_at", "id");
--> statement-breakpoint
DROP INDEX IF EXISTS "tenants_site_created_at_order_idx";--> statement-breakpoint
CREATE INDEX "tenants_site_created_at_order_idx" ON "tenants" ("site_id", "customer_id", "created_at", "id");
