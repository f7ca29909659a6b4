ALTER TABLE "mikrotik_devices" ADD COLUMN "last_sync" jsonb;--> statement-breakpoint
ALTER TABLE "mikrotik_devices" ADD COLUMN "router_interfaces" jsonb;