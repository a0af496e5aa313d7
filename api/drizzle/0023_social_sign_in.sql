CREATE TABLE "user_sign_in_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_subject" text NOT NULL,
	"identity_sub" text NOT NULL,
	"email" text NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_sign_in_methods" ADD CONSTRAINT "user_sign_in_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_sign_in_methods_user_provider_idx" ON "user_sign_in_methods" USING btree ("user_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "user_sign_in_methods_identity_idx" ON "user_sign_in_methods" USING btree ("provider","provider_subject");--> statement-breakpoint
CREATE UNIQUE INDEX "user_sign_in_methods_identity_sub_idx" ON "user_sign_in_methods" USING btree ("identity_sub");