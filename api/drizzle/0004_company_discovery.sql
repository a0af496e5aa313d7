CREATE TYPE "public"."company_badge" AS ENUM('VERIFIED', 'TOP_RATED', 'RESPONSIVE', 'SCOPE_EXHIBITOR', 'NEW_ON_PLATFORM');--> statement-breakpoint
CREATE TYPE "public"."patient_care_setting" AS ENUM('INPATIENT', 'OUTPATIENT', 'HOME_VISITS', 'DECENTRALIZED', 'LONG_TERM_CARE', 'PEDIATRIC');--> statement-breakpoint
CREATE TYPE "public"."site_type" AS ENUM('ACADEMIC_MEDICAL_CENTER', 'HOSPITAL', 'PRIVATE_RESEARCH_SITE', 'SITE_NETWORK', 'SITE_MANAGEMENT_ORGANIZATION', 'PHASE_1_UNIT');--> statement-breakpoint
CREATE TABLE "company_search_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"generation" bigint DEFAULT 0 NOT NULL,
	"epoch" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "company_search_state_single_row" CHECK ("company_search_state"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "company_looking_for" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_looking_for_items" (
	"company_id" integer NOT NULL,
	"reference_item_id" integer NOT NULL,
	CONSTRAINT "company_looking_for_items_company_id_reference_item_id_pk" PRIMARY KEY("company_id","reference_item_id")
);
--> statement-breakpoint
CREATE TABLE "contracted_partners" (
	"company_id" integer NOT NULL,
	"partner_company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracted_partners_company_id_partner_company_id_pk" PRIMARY KEY("company_id","partner_company_id"),
	CONSTRAINT "contracted_partners_not_self" CHECK ("contracted_partners"."company_id" <> "contracted_partners"."partner_company_id")
);
--> statement-breakpoint
CREATE TABLE "compare_list_items" (
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compare_list_items_user_id_company_id_pk" PRIMARY KEY("user_id","company_id")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "site_type" "site_type";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "patient_care_settings" "patient_care_setting"[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "badges" "company_badge"[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "has_published_requests" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "has_published_alerts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "logo_file_id" uuid;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "reference_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "reference_names" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', reference_names), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "search_generation" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_looking_for" ADD CONSTRAINT "company_looking_for_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_looking_for_items" ADD CONSTRAINT "company_looking_for_items_company_id_company_looking_for_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company_looking_for"("company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_looking_for_items" ADD CONSTRAINT "company_looking_for_items_reference_item_id_reference_items_id_fk" FOREIGN KEY ("reference_item_id") REFERENCES "public"."reference_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracted_partners" ADD CONSTRAINT "contracted_partners_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracted_partners" ADD CONSTRAINT "contracted_partners_partner_company_id_companies_id_fk" FOREIGN KEY ("partner_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compare_list_items" ADD CONSTRAINT "compare_list_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compare_list_items" ADD CONSTRAINT "compare_list_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_looking_for_items_item_idx" ON "company_looking_for_items" USING btree ("reference_item_id");--> statement-breakpoint
CREATE INDEX "contracted_partners_partner_idx" ON "contracted_partners" USING btree ("partner_company_id");--> statement-breakpoint
CREATE INDEX "compare_list_items_user_added_idx" ON "compare_list_items" USING btree ("user_id","added_at");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_logo_file_id_media_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."media_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_search_vector_idx" ON "companies" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_search_generation_idx" ON "companies" USING btree ("search_generation");