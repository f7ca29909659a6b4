CREATE TABLE "move_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"occupancy_id" integer NOT NULL,
	"kind" text NOT NULL,
	"date" date NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"mode" text NOT NULL,
	"handled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"jobs" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "vacant_vlan_id" integer;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "move_apply" text DEFAULT 'plan' NOT NULL;--> statement-breakpoint
ALTER TABLE "move_events" ADD CONSTRAINT "move_events_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "move_events" ADD CONSTRAINT "move_events_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "move_events" ADD CONSTRAINT "move_events_occupancy_id_room_occupancies_id_fk" FOREIGN KEY ("occupancy_id") REFERENCES "public"."room_occupancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "move_events_once_key" ON "move_events" USING btree ("occupancy_id","kind","date");--> statement-breakpoint
CREATE INDEX "move_events_site_due_idx" ON "move_events" USING btree ("site_id","due_at");--> statement-breakpoint
-- Who lives where decides a router's ports and keys, so occupancy changes mark its site's routers too.
CREATE OR REPLACE FUNCTION device_states_mark_pending() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  site text := coalesce(NEW.after ->> 'site_id', NEW.before ->> 'site_id');
  site_ids integer[];
BEGIN
  IF NEW.object_type = 'site' THEN
    site_ids := ARRAY[NEW.object_id];
  ELSIF NEW.object_type = 'speed_limit' THEN
    site_ids := ARRAY(SELECT id FROM sites WHERE customer_id = NEW.customer_id);
  ELSIF NEW.object_type IN ('network', 'tenant', 'outlet', 'wireless', 'external_ip', 'room_occupancy') THEN
    IF site ~ '^[0-9]{1,9}$' THEN
      site_ids := ARRAY[site::integer];
    ELSIF NEW.object_type = 'network' THEN
      site_ids := ARRAY(SELECT site_id FROM networks WHERE id = NEW.object_id);
    ELSIF NEW.object_type = 'tenant' THEN
      site_ids := ARRAY(SELECT site_id FROM tenants WHERE id = NEW.object_id);
    ELSIF NEW.object_type = 'outlet' THEN
      site_ids := ARRAY(SELECT site_id FROM outlets WHERE id = NEW.object_id);
    ELSIF NEW.object_type = 'wireless' THEN
      site_ids := ARRAY(SELECT site_id FROM wireless_networks WHERE id = NEW.object_id);
    ELSIF NEW.object_type = 'room_occupancy' THEN
      site_ids := ARRAY(SELECT r.site_id FROM room_occupancies o JOIN rooms r ON r.id = o.room_id WHERE o.id = NEW.object_id);
    ELSE
      site_ids := ARRAY(SELECT site_id FROM external_ips WHERE id = NEW.object_id);
    END IF;
  ELSE
    RETURN NULL;
  END IF;
  INSERT INTO device_states (device_id, changes_pending, changed_at)
    SELECT id, true, now() FROM mikrotik_devices WHERE site_id = ANY(site_ids)
  ON CONFLICT (device_id) DO UPDATE SET changes_pending = true, changed_at = now(), modified_at = now();
  RETURN NULL;
END
$$;
