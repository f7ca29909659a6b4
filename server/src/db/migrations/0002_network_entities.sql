CREATE TABLE "speed_limits" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"download_kbps" integer NOT NULL,
	"upload_kbps" integer NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "networks" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"vlan_id" integer NOT NULL,
	"subnet" text NOT NULL,
	"gateway" text,
	"tenant_id" integer,
	"speed_limit_id" integer,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "external_ips" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"address" text NOT NULL,
	"network_id" integer,
	"tenant_id" integer,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wireless_networks" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"ssid" text NOT NULL,
	"security" text NOT NULL,
	"passphrase" text,
	"band" text DEFAULT 'dual' NOT NULL,
	"network_id" integer,
	"vlan_id" integer,
	"hidden" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outlets" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"address_id" integer NOT NULL,
	"floor_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"label" text NOT NULL,
	"switch_port" text,
	"network_id" integer,
	"interface_up" boolean DEFAULT false NOT NULL,
	"interface_changed_at" timestamp with time zone,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doorbell_preset_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"text" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doorbell_targets" (
	"id" serial PRIMARY KEY NOT NULL,
	"doorbell_id" integer NOT NULL,
	"room_id" integer,
	"tenant_id" integer,
	CONSTRAINT "doorbell_targets_one_kind" CHECK (("doorbell_targets"."room_id" is null) <> ("doorbell_targets"."tenant_id" is null))
);
--> statement-breakpoint
CREATE TABLE "doorbells" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"address_id" integer NOT NULL,
	"name" text NOT NULL,
	"device_id" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "change_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"user_id" integer,
	"object_type" text NOT NULL,
	"object_id" integer NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "speed_limits" ADD CONSTRAINT "speed_limits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "networks" ADD CONSTRAINT "networks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "networks" ADD CONSTRAINT "networks_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "networks" ADD CONSTRAINT "networks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "networks" ADD CONSTRAINT "networks_speed_limit_id_speed_limits_id_fk" FOREIGN KEY ("speed_limit_id") REFERENCES "public"."speed_limits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_ips" ADD CONSTRAINT "external_ips_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_ips" ADD CONSTRAINT "external_ips_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_ips" ADD CONSTRAINT "external_ips_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_ips" ADD CONSTRAINT "external_ips_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wireless_networks" ADD CONSTRAINT "wireless_networks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wireless_networks" ADD CONSTRAINT "wireless_networks_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wireless_networks" ADD CONSTRAINT "wireless_networks_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outlets" ADD CONSTRAINT "outlets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outlets" ADD CONSTRAINT "outlets_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outlets" ADD CONSTRAINT "outlets_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outlets" ADD CONSTRAINT "outlets_floor_id_floors_id_fk" FOREIGN KEY ("floor_id") REFERENCES "public"."floors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outlets" ADD CONSTRAINT "outlets_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outlets" ADD CONSTRAINT "outlets_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doorbell_preset_messages" ADD CONSTRAINT "doorbell_preset_messages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doorbell_targets" ADD CONSTRAINT "doorbell_targets_doorbell_id_doorbells_id_fk" FOREIGN KEY ("doorbell_id") REFERENCES "public"."doorbells"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doorbell_targets" ADD CONSTRAINT "doorbell_targets_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doorbell_targets" ADD CONSTRAINT "doorbell_targets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doorbells" ADD CONSTRAINT "doorbells_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doorbells" ADD CONSTRAINT "doorbells_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doorbells" ADD CONSTRAINT "doorbells_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_records" ADD CONSTRAINT "change_records_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_records" ADD CONSTRAINT "change_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "speed_limits_customer_name_key" ON "speed_limits" USING btree ("customer_id",lower("name"));--> statement-breakpoint
CREATE INDEX "speed_limits_customer_name_idx" ON "speed_limits" USING btree ("customer_id","name");--> statement-breakpoint
CREATE INDEX "speed_limits_customer_download_idx" ON "speed_limits" USING btree ("customer_id","download_kbps");--> statement-breakpoint
CREATE INDEX "speed_limits_customer_upload_idx" ON "speed_limits" USING btree ("customer_id","upload_kbps");--> statement-breakpoint
CREATE UNIQUE INDEX "networks_site_vlan_key" ON "networks" USING btree ("site_id","vlan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "networks_site_subnet_key" ON "networks" USING btree ("site_id","subnet");--> statement-breakpoint
CREATE INDEX "networks_customer_name_idx" ON "networks" USING btree ("customer_id","name");--> statement-breakpoint
CREATE INDEX "networks_site_name_idx" ON "networks" USING btree ("site_id","name");--> statement-breakpoint
CREATE INDEX "networks_customer_vlan_idx" ON "networks" USING btree ("customer_id","vlan_id");--> statement-breakpoint
CREATE INDEX "networks_customer_subnet_idx" ON "networks" USING btree ("customer_id","subnet");--> statement-breakpoint
CREATE INDEX "networks_tenant_idx" ON "networks" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "networks_speed_limit_idx" ON "networks" USING btree ("speed_limit_id");--> statement-breakpoint
CREATE INDEX "networks_name_trgm_idx" ON "networks" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "external_ips_customer_address_key" ON "external_ips" USING btree ("customer_id","address");--> statement-breakpoint
CREATE INDEX "external_ips_site_address_idx" ON "external_ips" USING btree ("site_id","address");--> statement-breakpoint
CREATE INDEX "external_ips_network_idx" ON "external_ips" USING btree ("network_id");--> statement-breakpoint
CREATE INDEX "external_ips_tenant_idx" ON "external_ips" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wireless_site_ssid_key" ON "wireless_networks" USING btree ("site_id",lower("ssid"));--> statement-breakpoint
CREATE INDEX "wireless_customer_ssid_idx" ON "wireless_networks" USING btree ("customer_id","ssid");--> statement-breakpoint
CREATE INDEX "wireless_site_ssid_idx" ON "wireless_networks" USING btree ("site_id","ssid");--> statement-breakpoint
CREATE INDEX "wireless_network_idx" ON "wireless_networks" USING btree ("network_id");--> statement-breakpoint
CREATE INDEX "wireless_ssid_trgm_idx" ON "wireless_networks" USING gin (lower("ssid") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "outlets_customer_label_idx" ON "outlets" USING btree ("customer_id","label");--> statement-breakpoint
CREATE INDEX "outlets_site_label_idx" ON "outlets" USING btree ("site_id","label");--> statement-breakpoint
CREATE INDEX "outlets_site_port_idx" ON "outlets" USING btree ("site_id","switch_port");--> statement-breakpoint
CREATE INDEX "outlets_site_up_idx" ON "outlets" USING btree ("site_id","interface_up");--> statement-breakpoint
CREATE INDEX "outlets_site_changed_idx" ON "outlets" USING btree ("site_id","interface_changed_at");--> statement-breakpoint
CREATE INDEX "outlets_address_idx" ON "outlets" USING btree ("address_id");--> statement-breakpoint
CREATE INDEX "outlets_floor_idx" ON "outlets" USING btree ("floor_id");--> statement-breakpoint
CREATE INDEX "outlets_room_idx" ON "outlets" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "outlets_network_idx" ON "outlets" USING btree ("network_id");--> statement-breakpoint
CREATE INDEX "outlets_label_trgm_idx" ON "outlets" USING gin (lower("label") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "doorbell_presets_customer_position_idx" ON "doorbell_preset_messages" USING btree ("customer_id","position");--> statement-breakpoint
CREATE INDEX "doorbell_targets_doorbell_idx" ON "doorbell_targets" USING btree ("doorbell_id");--> statement-breakpoint
CREATE INDEX "doorbell_targets_room_idx" ON "doorbell_targets" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "doorbell_targets_tenant_idx" ON "doorbell_targets" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "doorbells_customer_device_key" ON "doorbells" USING btree ("customer_id","device_id");--> statement-breakpoint
CREATE INDEX "doorbells_site_name_idx" ON "doorbells" USING btree ("site_id","name");--> statement-breakpoint
CREATE INDEX "doorbells_customer_name_idx" ON "doorbells" USING btree ("customer_id","name");--> statement-breakpoint
CREATE INDEX "doorbells_address_idx" ON "doorbells" USING btree ("address_id");--> statement-breakpoint
CREATE INDEX "change_records_customer_time_idx" ON "change_records" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "change_records_object_idx" ON "change_records" USING btree ("customer_id","object_type","object_id","created_at");--> statement-breakpoint
CREATE INDEX "change_records_user_idx" ON "change_records" USING btree ("customer_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);