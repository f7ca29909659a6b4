-- A transaction writing many change records of one site (a bulk edit, an import) marked its
-- routers once per record, each mark one more row version and one more device.state notice. Marked
-- already in this transaction (changed_at is the transaction's now()), a router is left as it is.
-- And revealing a Wi-Fi key no longer marks the site's routers.
-- (The function as migration 0021 left it, room occupancies included, with those two changes.)
CREATE OR REPLACE FUNCTION device_states_mark_pending() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  site text := coalesce(NEW.after ->> 'site_id', NEW.before ->> 'site_id');
  site_ids integer[];
BEGIN
  -- A reveal of a passphrase or key is History only: nothing a router carries changed.
  IF NEW.after ?| ARRAY['passphrase_revealed', 'key_revealed'] THEN
    RETURN NULL;
  END IF;
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
  ON CONFLICT (device_id) DO UPDATE SET changes_pending = true, changed_at = now(), modified_at = now()
    WHERE NOT device_states.changes_pending OR device_states.changed_at <> now();
  RETURN NULL;
END
$$;
