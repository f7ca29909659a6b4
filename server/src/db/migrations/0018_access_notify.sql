-- Who may work where (auth/accessCache.ts): each instance remembers the answers of the access
-- statement every request runs, and forgets them all when this channel speaks. It speaks at the
-- commit of any change to what that statement reads: a user's activity, role or e-mail, a
-- membership, a customer or a site's customer, whoever makes it (an instance, a script, psql).
-- One notice per transaction: NOTIFY folds repeats of the same payload.
CREATE OR REPLACE FUNCTION access_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portico_access', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_access_notify AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF id, is_active, is_superuser, email
  ON users FOR EACH STATEMENT EXECUTE FUNCTION access_changed_notify();
--> statement-breakpoint
CREATE TRIGGER memberships_access_notify AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE
  ON memberships FOR EACH STATEMENT EXECUTE FUNCTION access_changed_notify();
--> statement-breakpoint
CREATE TRIGGER customers_access_notify AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF id
  ON customers FOR EACH STATEMENT EXECUTE FUNCTION access_changed_notify();
--> statement-breakpoint
CREATE TRIGGER sites_access_notify AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF id, customer_id
  ON sites FOR EACH STATEMENT EXECUTE FUNCTION access_changed_notify();
