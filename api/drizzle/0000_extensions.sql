-- Trigram and accent-insensitive matching for name search (companies, users).
-- PGlite loads both at construction (src/db/database.ts); PostgreSQL ships them in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
