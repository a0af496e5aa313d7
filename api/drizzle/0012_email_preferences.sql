CREATE TABLE "email_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"messages" text DEFAULT 'DIGEST_15_MIN' NOT NULL,
	"notifications" boolean DEFAULT true NOT NULL,
	"product_news" boolean DEFAULT false NOT NULL,
	"digest_sent_up_to" timestamp with time zone,
	"digest_sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "email_preferences" ADD CONSTRAINT "email_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;