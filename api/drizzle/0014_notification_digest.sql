ALTER TABLE "email_preferences" ADD COLUMN "notifications_sent_up_to" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "notifications_unread_digest_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."read_at" IS NULL AND "notifications"."kind" NOT IN ('NEW_THREAD', 'NEW_REPLY');--> statement-breakpoint
ALTER TABLE "email_preferences" DROP COLUMN "product_news";