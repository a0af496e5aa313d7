-- Inbox speed (issue 14 point 10, docs/inbox-benchmark.md): a per-user sort key on
-- thread_participants and a thread-level search document, both backfilled here and then written
-- with each message by the send code (messaging.service.ts writeMessage).
CREATE TABLE "thread_search_documents" (
	"thread_id" integer PRIMARY KEY NOT NULL,
	"document" "tsvector" NOT NULL
);
--> statement-breakpoint
INSERT INTO "thread_search_documents" ("thread_id", "document") SELECT t.id, strip(to_tsvector('simple', t.subject) || coalesce((SELECT to_tsvector('simple', string_agg(m.body, E'\n')) FROM messages m WHERE m.thread_id = t.id), ''::tsvector)) FROM message_threads t;--> statement-breakpoint
DROP INDEX "messages_search_idx";--> statement-breakpoint
DROP INDEX "thread_participants_user_idx";--> statement-breakpoint
ALTER TABLE "thread_participants" ADD COLUMN "last_message_at" timestamp with time zone;--> statement-breakpoint
UPDATE "thread_participants" tp SET "last_message_at" = t.last_message_at FROM message_threads t WHERE t.id = tp.thread_id;--> statement-breakpoint
ALTER TABLE "thread_participants" ALTER COLUMN "last_message_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "thread_search_documents" ADD CONSTRAINT "thread_search_documents_thread_id_message_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."message_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "thread_search_documents_document_idx" ON "thread_search_documents" USING gin ("document");--> statement-breakpoint
CREATE INDEX "thread_participants_user_idx" ON "thread_participants" USING btree ("user_id","last_message_at" DESC NULLS LAST,"thread_id" DESC NULLS LAST);
