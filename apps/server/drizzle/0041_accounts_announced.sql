-- The admin's users list is kept in memory (decision 094): every statement that changes what the
-- list shows or filters on (an account's fields but its password, its addresses) notifies
-- `content_changed` with the topic `accounts`, delivered on commit, once per transaction.
CREATE TRIGGER users_announce_accounts_change
  AFTER INSERT
    OR UPDATE OF "email", "role", "first_name", "last_name", "phone", "sport_discipline", "sport_level", "created_at"
    OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change('accounts');
--> statement-breakpoint
CREATE TRIGGER addresses_announce_accounts_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "addresses"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change('accounts');
