CREATE TABLE "mikrotik_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer,
	"identity" text,
	"system_identity" text,
	"description" text,
	"unique_id" text,
	"ip_address" text,
	"hostname" text,
	"api_port" integer,
	"ssh_port" integer DEFAULT 22 NOT NULL,
	"api_ssl" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"is_new_device" boolean DEFAULT false NOT NULL,
	"bridge_switch" text,
	"bridge_external" text,
	"external_interface" integer,
	"login_username" text,
	"login_password_encrypted" text,
	"login_enabled" boolean DEFAULT true NOT NULL,
	"login_description" text,
	"ssh_username" text,
	"ssh_password_encrypted" text,
	"ssh_enabled" boolean DEFAULT true NOT NULL,
	"ssh_description" text,
	"routeros_version" text,
	"board_name" text,
	"model" text,
	"architecture" text,
	"firmware" text,
	"last_sync_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mikrotik_dhcp_leases" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"router_id" text NOT NULL,
	"address" text NOT NULL,
	"mac_address" text NOT NULL,
	"host_name" text,
	"server" text,
	"status" text,
	"dynamic" boolean NOT NULL,
	"disabled" boolean NOT NULL,
	"expires_after" text,
	"last_seen" text,
	"comment" text
);
--> statement-breakpoint
CREATE TABLE "mikrotik_dhcp_pools" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"router_id" text NOT NULL,
	"name" text NOT NULL,
	"ranges" text NOT NULL,
	"comment" text
);
--> statement-breakpoint
CREATE TABLE "mikrotik_dhcp_servers" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"router_id" text NOT NULL,
	"name" text NOT NULL,
	"interface" text NOT NULL,
	"address_pool" text,
	"lease_time" text,
	"disabled" boolean NOT NULL,
	"invalid" boolean NOT NULL,
	"comment" text
);
--> statement-breakpoint
ALTER TABLE "mikrotik_devices" ADD CONSTRAINT "mikrotik_devices_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mikrotik_dhcp_leases" ADD CONSTRAINT "mikrotik_dhcp_leases_device_id_mikrotik_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."mikrotik_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mikrotik_dhcp_pools" ADD CONSTRAINT "mikrotik_dhcp_pools_device_id_mikrotik_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."mikrotik_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mikrotik_dhcp_servers" ADD CONSTRAINT "mikrotik_dhcp_servers_device_id_mikrotik_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."mikrotik_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mikrotik_devices_unique_id_key" ON "mikrotik_devices" USING btree ("unique_id");--> statement-breakpoint
CREATE INDEX "mikrotik_devices_site_idx" ON "mikrotik_devices" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "mikrotik_dhcp_leases_device_idx" ON "mikrotik_dhcp_leases" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "mikrotik_dhcp_pools_device_idx" ON "mikrotik_dhcp_pools" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "mikrotik_dhcp_servers_device_idx" ON "mikrotik_dhcp_servers" USING btree ("device_id");