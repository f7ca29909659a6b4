CREATE TABLE "device_states" (
	"device_id" integer PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'never_checked' NOT NULL,
	"drift_items" integer DEFAULT 0 NOT NULL,
	"reason" text,
	"changes_pending" boolean DEFAULT false NOT NULL,
	"changed_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"apply_job_id" text,
	"last_applied_at" timestamp with time zone,
	"last_applied_by" integer,
	"last_apply" jsonb,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "device_states" ADD CONSTRAINT "device_states_device_id_mikrotik_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."mikrotik_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_states" ADD CONSTRAINT "device_states_last_applied_by_users_id_fk" FOREIGN KEY ("last_applied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_states_state_idx" ON "device_states" USING btree ("state");--> statement-breakpoint
-- Every change of a router's state is announced on "portico_device_states" (at commit, to every
-- instance), which pushes it to superusers' sockets as frame `device.state`.
CREATE OR REPLACE FUNCTION device_states_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portico_device_states', json_build_object(
    'device_id', NEW.device_id,
    'state', NEW.state,
    'drift_items', NEW.drift_items,
    'changes_pending', NEW.changes_pending
  )::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER device_states_notify AFTER INSERT OR UPDATE ON device_states
  FOR EACH ROW EXECUTE FUNCTION device_states_notify();
--> statement-breakpoint
-- "Changes pending": a change record of data a router renders (networks, tenants, outlets,
-- wireless, speed limits, external IPs, sites) marks the routers of that site, or of every site of
-- the customer for a speed limit. No router is contacted; a check or an apply clears the mark.
CREATE OR REPLACE FUNCTION device_states_mark_pending() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  site text := coalesce(NEW.after ->> 'site_id', NEW.before ->> 'site_id');
  site_ids integer[];
BEGIN
  IF NEW.object_type = 'site' THEN
    site_ids := ARRAY[NEW.object_id];
  ELSIF NEW.object_type = 'speed_limit' THEN
    site_ids := ARRAY(SELECT id FROM sites WHERE customer_id = NEW.customer_id);
  ELSIF NEW.object_type IN ('network', 'tenant', 'outlet', 'wireless', 'external_ip') THEN
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
--> statement-breakpoint
CREATE TRIGGER device_states_mark_pending AFTER INSERT ON change_records
  FOR EACH ROW EXECUTE FUNCTION device_states_mark_pending();
--> statement-breakpoint
-- A router's own settings that its configuration renders (its site, identity, bridges) count too.
CREATE OR REPLACE FUNCTION device_states_mark_device_pending() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO device_states (device_id, changes_pending, changed_at) VALUES (NEW.id, true, now())
  ON CONFLICT (device_id) DO UPDATE SET changes_pending = true, changed_at = now(), modified_at = now();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER device_states_mark_device_pending AFTER UPDATE OF site_id, identity, bridge_switch, bridge_external, external_interface
  ON mikrotik_devices FOR EACH ROW
  WHEN (OLD.site_id IS DISTINCT FROM NEW.site_id OR OLD.identity IS DISTINCT FROM NEW.identity
    OR OLD.bridge_switch IS DISTINCT FROM NEW.bridge_switch OR OLD.bridge_external IS DISTINCT FROM NEW.bridge_external
    OR OLD.external_interface IS DISTINCT FROM NEW.external_interface)
  EXECUTE FUNCTION device_states_mark_device_pending();
--> statement-breakpoint
-- Every router has its row from the start, so lists join and filter on it without gaps.
INSERT INTO device_states (device_id) SELECT id FROM mikrotik_devices ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION device_states_create() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO device_states (device_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER device_states_create AFTER INSERT ON mikrotik_devices
  FOR EACH ROW EXECUTE FUNCTION device_states_create();
