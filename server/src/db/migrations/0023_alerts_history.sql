CREATE TABLE "alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"device_id" integer,
	"outlet_id" integer,
	"critical" boolean NOT NULL,
	"summary" text NOT NULL,
	"affected" jsonb NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "device_state_changes" (
	"device_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"state" text NOT NULL,
	"drift_items" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenance_windows" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"device_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outlet_port_changes" (
	"outlet_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"up" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "router_reachability" (
	"device_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"reachable" boolean NOT NULL,
	"response_ms" real
);
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "alert_grace_seconds" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_device_id_mikrotik_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."mikrotik_devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_state_changes" ADD CONSTRAINT "device_state_changes_device_id_mikrotik_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."mikrotik_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_windows" ADD CONSTRAINT "maintenance_windows_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_windows" ADD CONSTRAINT "maintenance_windows_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_windows" ADD CONSTRAINT "maintenance_windows_device_id_mikrotik_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."mikrotik_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_windows" ADD CONSTRAINT "maintenance_windows_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outlet_port_changes" ADD CONSTRAINT "outlet_port_changes_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "router_reachability" ADD CONSTRAINT "router_reachability_device_id_mikrotik_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."mikrotik_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_open_key" ON "alerts" USING btree ("kind","subject") WHERE "alerts"."closed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "alerts_customer_opened_idx" ON "alerts" USING btree ("customer_id","opened_at");--> statement-breakpoint
CREATE INDEX "alerts_site_opened_idx" ON "alerts" USING btree ("site_id","opened_at");--> statement-breakpoint
CREATE INDEX "device_state_changes_device_at_idx" ON "device_state_changes" USING btree ("device_id","at");--> statement-breakpoint
CREATE INDEX "maintenance_windows_site_ends_idx" ON "maintenance_windows" USING btree ("site_id","ends_at");--> statement-breakpoint
CREATE INDEX "maintenance_windows_customer_ends_idx" ON "maintenance_windows" USING btree ("customer_id","ends_at");--> statement-breakpoint
CREATE INDEX "outlet_port_changes_outlet_at_idx" ON "outlet_port_changes" USING btree ("outlet_id","at");--> statement-breakpoint
CREATE INDEX "outlet_port_changes_at_idx" ON "outlet_port_changes" USING btree ("at");--> statement-breakpoint
CREATE INDEX "router_reachability_device_at_idx" ON "router_reachability" USING btree ("device_id","at");--> statement-breakpoint
CREATE INDEX "router_reachability_at_idx" ON "router_reachability" USING btree ("at");--> statement-breakpoint
-- History of state: an outlet's port flipping is kept whoever wrote it (a sync, the scheduled port read).
CREATE OR REPLACE FUNCTION outlet_port_changes_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO outlet_port_changes (outlet_id, at, up)
    VALUES (NEW.id, coalesce(NEW.interface_changed_at, now()), NEW.interface_up);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER outlet_port_changes_record AFTER UPDATE OF interface_up ON outlets
  FOR EACH ROW WHEN (OLD.interface_up IS DISTINCT FROM NEW.interface_up)
  EXECUTE FUNCTION outlet_port_changes_record();
--> statement-breakpoint
-- A router's drift state changing (checks, applies, the "applying" mark) is kept as it happens.
CREATE OR REPLACE FUNCTION device_state_changes_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.state IS NOT DISTINCT FROM NEW.state THEN
    RETURN NULL;
  END IF;
  INSERT INTO device_state_changes (device_id, at, state, drift_items)
    VALUES (NEW.device_id, now(), NEW.state, NEW.drift_items);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER device_state_changes_record AFTER INSERT OR UPDATE OF state ON device_states
  FOR EACH ROW EXECUTE FUNCTION device_state_changes_record();
--> statement-breakpoint
-- An alert opening or closing is announced on "portico_alerts" (at commit, to every instance),
-- which pushes it to the sockets subscribed to its customer as frame `alert`.
CREATE OR REPLACE FUNCTION alerts_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.closed_at IS NOT DISTINCT FROM NEW.closed_at) THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('portico_alerts', json_build_object(
    'id', NEW.id,
    'customer_id', NEW.customer_id,
    'site_id', NEW.site_id,
    'kind', NEW.kind,
    'critical', NEW.critical,
    'status', CASE WHEN NEW.closed_at IS NULL THEN 'open' ELSE 'closed' END,
    'summary', left(NEW.summary, 300)
  )::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER alerts_notify AFTER INSERT OR UPDATE OF closed_at ON alerts
  FOR EACH ROW EXECUTE FUNCTION alerts_notify();
