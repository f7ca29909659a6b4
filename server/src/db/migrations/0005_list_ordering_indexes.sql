-- List-ordering indexes of outlets and networks (schema/orderingIndexes.ts). Each index is dropped
-- first so a database that ran an earlier draft of this migration ends up with these definitions.
DROP INDEX IF EXISTS "networks_customer_name_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "networks_site_name_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "networks_customer_vlan_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "networks_customer_subnet_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "outlets_customer_label_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "outlets_site_label_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "outlets_site_port_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "outlets_site_up_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "outlets_site_changed_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "networks_customer_id_order_idx";--> statement-breakpoint
CREATE INDEX "networks_customer_id_order_idx" ON "networks" USING btree ("customer_id","id");--> statement-breakpoint
DROP INDEX IF EXISTS "networks_site_id_order_idx";--> statement-breakpoint
CREATE INDEX "networks_site_id_order_idx" ON "networks" USING btree ("site_id","customer_id","id");--> statement-breakpoint
DROP INDEX IF EXISTS "networks_customer_name_order_idx";--> statement-breakpoint
CREATE INDEX "networks_customer_name_order_idx" ON "networks" USING btree ("customer_id","name","id");--> statement-breakpoint
DROP INDEX IF EXISTS "networks_site_name_order_idx";--> statement-breakpoint
CREATE INDEX "networks_site_name_order_idx" ON "networks" USING btree ("site_id","customer_id","name","id");--> statement-breakpoint
DROP INDEX IF EXISTS "networks_customer_vlan_id_order_idx";--> statement-breakpoint
CREATE INDEX "networks_customer_vlan_id_order_idx" ON "networks" USING btree ("customer_id","vlan_id","id");--> statement-breakpoint
DROP INDEX IF EXISTS "networks_site_vlan_id_order_idx";--> statement-breakpoint
CREATE INDEX "networks_site_vlan_id_order_idx" ON "networks" USING btree ("site_id","customer_id","vlan_id","id");--> statement-breakpoint
DROP INDEX IF EXISTS "networks_customer_subnet_order_idx";--> statement-breakpoint
CREATE INDEX "networks_customer_subnet_order_idx" ON "networks" USING btree ("customer_id","subnet","id");--> statement-breakpoint
DROP INDEX IF EXISTS "networks_site_subnet_order_idx";--> statement-breakpoint
CREATE INDEX "networks_site_subnet_order_idx" ON "networks" USING btree ("site_id","customer_id","subnet","id");--> statement-breakpoint
DROP INDEX IF EXISTS "outlets_customer_id_order_idx";--> statement-breakpoint
CREATE INDEX "outlets_customer_id_order_idx" ON "outlets" USING btree ("customer_id","id");--> statement-breakpoint
DROP INDEX IF EXISTS "outlets_site_id_order_idx";--> statement-breakpoint
CREATE INDEX "outlets_site_id_order_idx" ON "outlets" USING btree ("site_id","customer_id","id");--> statement-breakpoint
DROP INDEX IF EXISTS "outlets_customer_label_order_idx";--> statement-breakpoint
CREATE INDEX "outlets_customer_label_order_idx" ON "outlets" USING btree ("customer_id","label","id");--> statement-breakpoint
DROP INDEX IF EXISTS "outlets_site_label_order_idx";--> statement-breakpoint
CREATE INDEX "outlets_site_label_order_idx" ON "outlets" USING btree ("site_id","customer_id","label","id");--> statement-breakpoint
DROP INDEX IF EXISTS "outlets_customer_switch_port_order_idx";--> statement-breakpoint
CREATE INDEX "outlets_customer_switch_port_order_idx" ON "outlets" USING btree ("customer_id","switch_port","id");--> statement-breakpoint
DROP INDEX IF EXISTS "outlets_site_switch_port_order_idx";--> statement-breakpoint
CREATE INDEX "outlets_site_switch_port_order_idx" ON "outlets" USING btree ("site_id","customer_id","switch_port","id");--> statement-breakpoint
DROP INDEX IF EXISTS "outlets_customer_interface_up_order_idx";--> statement-breakpoint
CREATE INDEX "outlets_customer_interface_up_order_idx" ON "outlets" USING btree ("customer_id","interface_up","id");--> statement-breakpoint
DROP INDEX IF EXISTS "outlets_site_interface_up_order_idx";--> statement-breakpoint
CREATE INDEX "outlets_site_interface_up_order_idx" ON "outlets" USING btree ("site_id","customer_id","interface_up","id");--> statement-breakpoint
DROP INDEX IF EXISTS "outlets_customer_interface_changed_at_order_idx";--> statement-breakpoint
CREATE INDEX "outlets_customer_interface_changed_at_order_idx" ON "outlets" USING btree ("customer_id","interface_changed_at","id");--> statement-breakpoint
DROP INDEX IF EXISTS "outlets_site_interface_changed_at_order_idx";--> statement-breakpoint
CREATE INDEX "outlets_site_interface_changed_at_order_idx" ON "outlets" USING btree ("site_id","customer_id","interface_changed_at","id");