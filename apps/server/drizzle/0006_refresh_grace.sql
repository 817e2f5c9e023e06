ALTER TABLE "refresh_tokens" ADD COLUMN "successor_enc" text;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "successor_hash" text;