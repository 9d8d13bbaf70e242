CREATE TABLE "list_counts" (
	"list" text NOT NULL,
	"key" text NOT NULL,
	"rows" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "list_counts_list_key_pk" PRIMARY KEY("list","key")
);
--> statement-breakpoint
-- The counts are kept by statement triggers with transition tables (decision 080): one upsert per
-- statement, whatever its number of rows, in the order of the keys (so two transactions lock the
-- counts in the same order). An update that moves no row between keys writes nothing. The
-- trigger names the list and the column that keys it (`orders` by `status`, `users` by `role`).
CREATE FUNCTION list_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM list_counts WHERE list = TG_ARGV[0];
    RETURN NULL;
  END IF;
  moved := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %I::text AS key, 1 AS change FROM new_rows', TG_ARGV[1])
    WHEN 'DELETE' THEN format('SELECT %I::text AS key, -1 AS change FROM old_rows', TG_ARGV[1])
    ELSE format('SELECT %1$I::text AS key, 1 AS change FROM new_rows UNION ALL SELECT %1$I::text, -1 FROM old_rows', TG_ARGV[1])
  END;
  EXECUTE format(
    'INSERT INTO list_counts AS c (list, key, rows) '
    'SELECT %L, key, sum(change) FROM (%s) AS moved GROUP BY key HAVING sum(change) <> 0 ORDER BY key '
    'ON CONFLICT (list, key) DO UPDATE SET rows = c.rows + excluded.rows',
    TG_ARGV[0], moved);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER list_counts_orders_inserted AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_changed('orders', 'status');
--> statement-breakpoint
CREATE TRIGGER list_counts_orders_updated AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_changed('orders', 'status');
--> statement-breakpoint
CREATE TRIGGER list_counts_orders_deleted AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_changed('orders', 'status');
--> statement-breakpoint
CREATE TRIGGER list_counts_orders_truncated AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_changed('orders', 'status');
--> statement-breakpoint
CREATE TRIGGER list_counts_users_inserted AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_changed('users', 'role');
--> statement-breakpoint
CREATE TRIGGER list_counts_users_updated AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_changed('users', 'role');
--> statement-breakpoint
CREATE TRIGGER list_counts_users_deleted AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_changed('users', 'role');
--> statement-breakpoint
CREATE TRIGGER list_counts_users_truncated AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_changed('users', 'role');
--> statement-breakpoint
INSERT INTO list_counts (list, key, rows)
SELECT 'orders', status::text, count(*) FROM orders GROUP BY status
UNION ALL
SELECT 'users', role::text, count(*) FROM users GROUP BY role;
