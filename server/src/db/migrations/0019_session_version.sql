-- Ending every session of a user (a new password): access tokens carry the session version they
-- were issued at, and one carrying an older version is refused. A change of it is an access change
-- (0018_access_notify): every instance forgets its access answers and checks its open sockets.
ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
DROP TRIGGER users_access_notify ON users;
--> statement-breakpoint
CREATE TRIGGER users_access_notify AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF id, is_active, is_superuser, email, session_version
  ON users FOR EACH STATEMENT EXECUTE FUNCTION access_changed_notify();
