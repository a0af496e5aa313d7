CREATE TABLE "company_sso_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"provider_name" text NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_sealed" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"jit_members" boolean DEFAULT false NOT NULL,
	"trust_provider_mfa" boolean DEFAULT true NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_sso_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"connection_id" integer NOT NULL,
	"domain" text NOT NULL,
	"verification_token" text NOT NULL,
	"verified_at" timestamp with time zone,
	"verified_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "users" ADD COLUMN "password_sign_in" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "company_sso_connections" ADD CONSTRAINT "company_sso_connections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_sso_connections" ADD CONSTRAINT "company_sso_connections_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_sso_domains" ADD CONSTRAINT "company_sso_domains_connection_id_company_sso_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."company_sso_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sign_in_methods" ADD CONSTRAINT "user_sign_in_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_sso_connections_company_idx" ON "company_sso_connections" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_sso_connections_provider_idx" ON "company_sso_connections" USING btree ("provider_name");--> statement-breakpoint
CREATE UNIQUE INDEX "company_sso_domains_connection_domain_idx" ON "company_sso_domains" USING btree ("connection_id","domain");--> statement-breakpoint
CREATE UNIQUE INDEX "company_sso_domains_verified_idx" ON "company_sso_domains" USING btree ("domain") WHERE "company_sso_domains"."verified_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "company_sso_domains_domain_idx" ON "company_sso_domains" USING btree ("domain");--> statement-breakpoint
CREATE UNIQUE INDEX "user_sign_in_methods_user_provider_idx" ON "user_sign_in_methods" USING btree ("user_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "user_sign_in_methods_identity_idx" ON "user_sign_in_methods" USING btree ("provider","provider_subject");--> statement-breakpoint
CREATE UNIQUE INDEX "user_sign_in_methods_identity_sub_idx" ON "user_sign_in_methods" USING btree ("identity_sub");