DROP TABLE "company_looking_for" CASCADE;--> statement-breakpoint
DROP TABLE "company_looking_for_items" CASCADE;