CREATE TABLE "wireless_tenant_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"wireless_id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wireless_tenant_keys" ADD CONSTRAINT "wireless_tenant_keys_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wireless_tenant_keys" ADD CONSTRAINT "wireless_tenant_keys_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wireless_tenant_keys" ADD CONSTRAINT "wireless_tenant_keys_wireless_id_wireless_networks_id_fk" FOREIGN KEY ("wireless_id") REFERENCES "public"."wireless_networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wireless_tenant_keys" ADD CONSTRAINT "wireless_tenant_keys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wireless_tenant_keys_key" ON "wireless_tenant_keys" USING btree ("wireless_id","tenant_id");--> statement-breakpoint
CREATE INDEX "wireless_tenant_keys_tenant_idx" ON "wireless_tenant_keys" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "wireless_tenant_keys_customer_idx" ON "wireless_tenant_keys" USING btree ("customer_id","site_id");