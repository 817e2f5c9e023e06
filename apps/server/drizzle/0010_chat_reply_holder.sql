ALTER TABLE "chat_rooms" ADD COLUMN "reply_holder" text;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD COLUMN "reply_renewed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "chat_rooms_reply_lease_idx" ON "chat_rooms" USING btree ("reply_renewed_at") WHERE "chat_rooms"."reply_token" is not null;