ALTER TABLE "content_entries" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_entries" ADD COLUMN "deleted_by" text;