ALTER TABLE "media_files" DROP CONSTRAINT "media_files_owner_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "media_files" DROP COLUMN "owner_user_id";