ALTER TABLE "love_type_results" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "love_type_results" ALTER COLUMN "id" DROP IDENTITY;