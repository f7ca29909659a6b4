-- Every list ordering and filter gets its index (schema/orderingIndexes.ts); the schema now declares the
-- property indexes 0006 created by hand, hence IF NOT EXISTS. Indexes they supersede are dropped.
DROP INDEX IF EXISTS "addresses_customer_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "floors_customer_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "floors_site_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "rooms_customer_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "rooms_site_name_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "room_occupancies_tenant_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "tenants_customer_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "tenants_site_name_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "external_ips_site_address_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "wireless_customer_ssid_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "wireless_site_ssid_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "doorbells_site_name_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "doorbells_customer_name_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "addresses_customer_id_order_idx" ON "addresses" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "addresses_site_id_order_idx" ON "addresses" USING btree ("site_id","customer_id","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "addresses_customer_street_order_idx" ON "addresses" USING btree ("customer_id","street","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "addresses_site_street_order_idx" ON "addresses" USING btree ("site_id","customer_id","street","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "addresses_customer_house_number_order_idx" ON "addresses" USING btree ("customer_id","house_number","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "addresses_site_house_number_order_idx" ON "addresses" USING btree ("site_id","customer_id","house_number","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "addresses_customer_postal_code_order_idx" ON "addresses" USING btree ("customer_id","postal_code","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "addresses_site_postal_code_order_idx" ON "addresses" USING btree ("site_id","customer_id","postal_code","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "addresses_customer_city_order_idx" ON "addresses" USING btree ("customer_id","city","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "addresses_site_city_order_idx" ON "addresses" USING btree ("site_id","customer_id","city","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "addresses_customer_country_order_idx" ON "addresses" USING btree ("customer_id","country","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "addresses_site_country_order_idx" ON "addresses" USING btree ("site_id","customer_id","country","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "addresses_customer_created_at_order_idx" ON "addresses" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "addresses_site_created_at_order_idx" ON "addresses" USING btree ("site_id","customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "floors_customer_id_order_idx" ON "floors" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "floors_site_id_order_idx" ON "floors" USING btree ("site_id","customer_id","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "floors_customer_name_order_idx" ON "floors" USING btree ("customer_id","name","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "floors_site_name_order_idx" ON "floors" USING btree ("site_id","customer_id","name","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "floors_customer_level_order_idx" ON "floors" USING btree ("customer_id","level","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "floors_site_level_order_idx" ON "floors" USING btree ("site_id","customer_id","level","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rooms_customer_id_order_idx" ON "rooms" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rooms_site_id_order_idx" ON "rooms" USING btree ("site_id","customer_id","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rooms_customer_name_order_idx" ON "rooms" USING btree ("customer_id","name","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rooms_site_name_order_idx" ON "rooms" USING btree ("site_id","customer_id","name","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rooms_customer_kind_order_idx" ON "rooms" USING btree ("customer_id","kind","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rooms_site_kind_order_idx" ON "rooms" USING btree ("site_id","customer_id","kind","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "room_occupancies_room_end_idx" ON "room_occupancies" USING btree ("room_id","end_date");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "room_occupancies_tenant_start_idx" ON "room_occupancies" USING btree ("tenant_id","start_date");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "room_occupancies_tenant_end_idx" ON "room_occupancies" USING btree ("tenant_id","end_date");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tenants_customer_id_order_idx" ON "tenants" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tenants_site_id_order_idx" ON "tenants" USING btree ("site_id","customer_id","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tenants_customer_name_order_idx" ON "tenants" USING btree ("customer_id","name","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tenants_site_name_order_idx" ON "tenants" USING btree ("site_id","customer_id","name","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tenants_customer_kind_order_idx" ON "tenants" USING btree ("customer_id","kind","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tenants_site_kind_order_idx" ON "tenants" USING btree ("site_id","customer_id","kind","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tenants_customer_email_order_idx" ON "tenants" USING btree ("customer_id","email","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tenants_site_email_order_idx" ON "tenants" USING btree ("site_id","customer_id","email","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tenants_customer_phone_order_idx" ON "tenants" USING btree ("customer_id","phone","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tenants_site_phone_order_idx" ON "tenants" USING btree ("site_id","customer_id","phone","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tenants_customer_reference_order_idx" ON "tenants" USING btree ("customer_id","reference","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tenants_site_reference_order_idx" ON "tenants" USING btree ("site_id","customer_id","reference","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tenants_customer_created_at_order_idx" ON "tenants" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tenants_site_created_at_order_idx" ON "tenants" USING btree ("site_id","customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "external_ips_customer_id_order_idx" ON "external_ips" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "external_ips_site_id_order_idx" ON "external_ips" USING btree ("site_id","customer_id","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "external_ips_customer_address_order_idx" ON "external_ips" USING btree ("customer_id","address","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "external_ips_site_address_order_idx" ON "external_ips" USING btree ("site_id","customer_id","address","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "external_ips_customer_created_at_order_idx" ON "external_ips" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "external_ips_site_created_at_order_idx" ON "external_ips" USING btree ("site_id","customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "wireless_customer_id_order_idx" ON "wireless_networks" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "wireless_site_id_order_idx" ON "wireless_networks" USING btree ("site_id","customer_id","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "wireless_customer_ssid_order_idx" ON "wireless_networks" USING btree ("customer_id","ssid","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "wireless_site_ssid_order_idx" ON "wireless_networks" USING btree ("site_id","customer_id","ssid","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "wireless_customer_security_order_idx" ON "wireless_networks" USING btree ("customer_id","security","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "wireless_site_security_order_idx" ON "wireless_networks" USING btree ("site_id","customer_id","security","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "wireless_customer_band_order_idx" ON "wireless_networks" USING btree ("customer_id","band","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "wireless_site_band_order_idx" ON "wireless_networks" USING btree ("site_id","customer_id","band","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "wireless_customer_enabled_order_idx" ON "wireless_networks" USING btree ("customer_id","enabled","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "wireless_site_enabled_order_idx" ON "wireless_networks" USING btree ("site_id","customer_id","enabled","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "doorbell_presets_customer_text_idx" ON "doorbell_preset_messages" USING btree ("customer_id","text","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "doorbells_customer_id_order_idx" ON "doorbells" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "doorbells_site_id_order_idx" ON "doorbells" USING btree ("site_id","customer_id","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "doorbells_customer_name_order_idx" ON "doorbells" USING btree ("customer_id","name","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "doorbells_site_name_order_idx" ON "doorbells" USING btree ("site_id","customer_id","name","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "doorbells_customer_device_id_order_idx" ON "doorbells" USING btree ("customer_id","device_id","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "doorbells_site_device_id_order_idx" ON "doorbells" USING btree ("site_id","customer_id","device_id","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "change_records_action_idx" ON "change_records" USING btree ("customer_id","action","created_at");