-- Articles and their categories are shown on public pages too: their changes raise their data
-- version like institutions' do, so cached answers keyed on the versions never go stale.
INSERT INTO "data_versions" ("name", "version") VALUES ('articles', 1), ('article_categories', 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER articles_data_version_statement
  AFTER INSERT OR DELETE OR TRUNCATE ON "articles"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
--> statement-breakpoint
-- Counting a view changes view_count only: that must not throw away every cached page.
CREATE TRIGGER articles_data_version_update
  AFTER UPDATE ON "articles"
  FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'view_count') IS DISTINCT FROM (to_jsonb(NEW) - 'view_count'))
  EXECUTE FUNCTION bump_data_version();
--> statement-breakpoint
CREATE TRIGGER article_categories_data_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "article_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
