ALTER TABLE "chat_rooms" ADD COLUMN "safety_mode" text;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD COLUMN "safety_turns" integer DEFAULT 0 NOT NULL;