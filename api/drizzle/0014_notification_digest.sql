ALTER TABLE "email_preferences" ADD COLUMN "notifications_sent_up_to" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_preferences" DROP COLUMN "product_news";