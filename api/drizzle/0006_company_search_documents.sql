-- Hand-written (drizzle-kit cannot express triggers). Text search reads this narrow copy of every
-- active company's weighted document instead of the wide companies rows: matching a broad word
-- (tens of thousands of companies) visits a bitmap heap scan's pages for visibility and the id, and
-- here they are a third as many (and stay in shared buffers), and ranking reads nothing else.
-- Kept in step by triggers on companies, in the writing transaction; inactive companies have no row.
CREATE TABLE "company_search_documents" (
	"company_id" integer PRIMARY KEY NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
	"document" tsvector NOT NULL
);
--> statement-breakpoint
INSERT INTO company_search_documents (company_id, document) SELECT id, search_vector FROM companies WHERE active;
--> statement-breakpoint
CREATE INDEX "company_search_documents_document_idx" ON "company_search_documents" USING gin ("document");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION companies_sync_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.active THEN
    INSERT INTO company_search_documents (company_id, document) VALUES (NEW.id, NEW.search_vector)
    ON CONFLICT (company_id) DO UPDATE SET document = EXCLUDED.document;
  ELSE
    DELETE FROM company_search_documents WHERE company_id = NEW.id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER companies_search_document_insert AFTER INSERT ON companies FOR EACH ROW EXECUTE FUNCTION companies_sync_search_document();
--> statement-breakpoint
CREATE TRIGGER companies_search_document_update AFTER UPDATE ON companies FOR EACH ROW
  WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector OR OLD.active IS DISTINCT FROM NEW.active)
  EXECUTE FUNCTION companies_sync_search_document();
