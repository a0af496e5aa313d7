-- Hand-written (drizzle-kit cannot express triggers). The report module keeps the requests and
-- capability alerts its reports count in memory (api/src/modules/report/report.facts.ts) and reads
-- them again when this one-row version has moved: every statement that writes requests, their
-- responses or capability alerts bumps it, in its own transaction, so a reader that sees the new
-- version also sees the rows (the row lock is held until commit: writers of these three tables
-- take turns at commit, as company writers do on company_search_state, drizzle/0005).
CREATE TABLE IF NOT EXISTS "report_data_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_data_state_single_row" CHECK ("report_data_state"."id" = 1)
);
--> statement-breakpoint
INSERT INTO report_data_state (id, version) VALUES (1, 0) ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE report_data_state SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER requests_report_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON requests FOR EACH STATEMENT EXECUTE FUNCTION report_data_changed();
--> statement-breakpoint
CREATE TRIGGER request_responses_report_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON request_responses FOR EACH STATEMENT EXECUTE FUNCTION report_data_changed();
--> statement-breakpoint
CREATE TRIGGER capability_alerts_report_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON capability_alerts FOR EACH STATEMENT EXECUTE FUNCTION report_data_changed();
--> statement-breakpoint
-- Each request's first response, read from the index alone (the facts' load, once per change).
CREATE INDEX IF NOT EXISTS "request_responses_first_idx" ON "request_responses" ("request_id", "created_at", "id") INCLUDE ("company_id");
