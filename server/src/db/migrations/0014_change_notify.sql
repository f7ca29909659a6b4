-- Live updates (server/src/realtime): every committed change record is announced on the
-- "portico_changes" channel. NOTIFY is delivered at commit, to every listening instance, and
-- never for a rolled-back write. The payload names the record (ids, no before/after) so it
-- stays far below NOTIFY's 8000-byte limit. The site comes from the record's own fields where
-- it has them; the listener looks up the rest.
CREATE OR REPLACE FUNCTION change_records_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  site text := coalesce(NEW.after ->> 'site_id', NEW.before ->> 'site_id');
BEGIN
  PERFORM pg_notify('portico_changes', json_build_object(
    'id', NEW.id,
    'entity', NEW.object_type,
    'object_id', NEW.object_id,
    'action', NEW.action,
    'customer_id', NEW.customer_id,
    'site_id', CASE
      WHEN NEW.object_type = 'site' THEN NEW.object_id
      WHEN site ~ '^[0-9]{1,9}$' THEN site::integer
    END,
    'user_id', NEW.user_id,
    'user_name', (
      SELECT left(coalesce(nullif(btrim(first_name || ' ' || last_name), ''), email), 200)
      FROM users WHERE id = NEW.user_id
    )
  )::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS change_records_notify ON change_records;
--> statement-breakpoint
CREATE TRIGGER change_records_notify AFTER INSERT ON change_records
  FOR EACH ROW EXECUTE FUNCTION change_records_notify();
