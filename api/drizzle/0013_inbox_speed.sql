-- Inbox speed (issue 14 point 10, docs/inbox-benchmark.md): a per-user sort key on
-- thread_participants and a thread-level search document, both backfilled here and then written
-- with each message by the send code (messaging.service.ts writeMessage).
DROP INDEX "messages_search_idx";--> statement-breakpoint
DROP INDEX "thread_participants_user_idx";--> statement-breakpoint
ALTER TABLE "message_threads" ADD COLUMN "search" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
UPDATE "message_threads" t SET "search" = strip(to_tsvector('simple', t.subject) || coalesce((SELECT to_tsvector('simple', string_agg(m.body, ' ')) FROM messages m WHERE m.thread_id = t.id), ''::tsvector));--> statement-breakpoint
ALTER TABLE "thread_participants" ADD COLUMN "last_message_at" timestamp with time zone;--> statement-breakpoint
UPDATE "thread_participants" tp SET "last_message_at" = t.last_message_at FROM message_threads t WHERE t.id = tp.thread_id;--> statement-breakpoint
ALTER TABLE "thread_participants" ALTER COLUMN "last_message_at" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "message_threads_search_idx" ON "message_threads" USING gin ("search");--> statement-breakpoint
CREATE INDEX "thread_participants_user_idx" ON "thread_participants" USING btree ("user_id","last_message_at" DESC NULLS LAST,"thread_id" DESC NULLS LAST);
