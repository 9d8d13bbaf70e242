-- The visit summary keeps what the daily rollup says in memory (decision 095): every statement that
-- changes the rollup (a run that moves the watermark, a late view added to a rolled-up day, the
-- admin's wipe) notifies `content_changed` with the topic `visits`, delivered on commit, once per
-- transaction (a run's statements fire even when they write no row, so its move of the watermark
-- in `app_meta` is heard with them). The views themselves announce nothing: the summary reads those
-- after the watermark at every request.
CREATE TRIGGER page_visit_days_announce_visits_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "page_visit_days"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change('visits');
--> statement-breakpoint
CREATE TRIGGER page_visit_day_clients_announce_visits_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "page_visit_day_clients"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change('visits');
--> statement-breakpoint
CREATE TRIGGER page_visit_paths_announce_visits_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "page_visit_paths"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_content_change('visits');
