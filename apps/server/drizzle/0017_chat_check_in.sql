ALTER TABLE "chat_rooms" ADD COLUMN "check_in_rule" text;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD COLUMN "check_in_kind" text;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD COLUMN "check_in_message_id" integer;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD COLUMN "check_in_cleared" text DEFAULT '' NOT NULL;