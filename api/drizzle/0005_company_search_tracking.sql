-- Hand-written (drizzle-kit cannot express functions and triggers). The api's in-memory company
-- search index (src/modules/company/search/search.index.ts) learns what changed from these:
--  * every inserted or updated company row is stamped with a generation; all rows written by one
--    transaction share it, and the first write of a transaction takes the single state row's lock
--    until commit, so generations become visible in commit order (a reader never misses a row);
--  * deleting companies bumps the epoch, which makes the index reload everything.
INSERT INTO company_search_state (id, generation, epoch) VALUES (1, 0, 0) ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION company_search_generation() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  tx text := pg_current_xact_id()::text;
  next_generation bigint;
BEGIN
  IF current_setting('trialbridge.search_tx', true) IS DISTINCT FROM tx THEN
    UPDATE company_search_state SET generation = generation + 1 WHERE id = 1 RETURNING generation INTO next_generation;
    PERFORM set_config('trialbridge.search_tx', tx, true);
    PERFORM set_config('trialbridge.search_generation', next_generation::text, true);
    RETURN next_generation;
  END IF;
  RETURN current_setting('trialbridge.search_generation')::bigint;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION companies_stamp_search_generation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_generation := company_search_generation();
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER companies_search_generation BEFORE INSERT OR UPDATE ON companies FOR EACH ROW EXECUTE FUNCTION companies_stamp_search_generation();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION companies_bump_search_epoch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE company_search_state SET epoch = epoch + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER companies_search_epoch AFTER DELETE ON companies FOR EACH STATEMENT EXECUTE FUNCTION companies_bump_search_epoch();
--> statement-breakpoint
-- Databases created before this migration: fill the denormalised reference columns once
-- (the same aggregation as syncReferenceColumns in src/modules/company/company.references.ts).
UPDATE companies c
SET reference_ids = r.ids, reference_names = r.names
FROM (
  SELECT cri.company_id,
    array_agg(cri.reference_item_id ORDER BY cri.reference_item_id) AS ids,
    coalesce(string_agg(ri.name, ' ' ORDER BY ri.id) FILTER (WHERE ri.kind IN ('SERVICES', 'PRODUCTS', 'THERAPEUTIC_AREAS', 'INDICATIONS', 'MODALITIES', 'REGIONS', 'COMPANY_KEY_SERVICES', 'SERIES')), '') AS names
  FROM company_reference_items cri
  JOIN reference_items ri ON ri.id = cri.reference_item_id
  GROUP BY cri.company_id
) r
WHERE r.company_id = c.id;
