CREATE TABLE "chat_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"room_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"sender" text NOT NULL,
	"content_enc" text NOT NULL,
	"level" integer NOT NULL,
	"status" text DEFAULT 'DONE' NOT NULL,
	"client_message_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_rooms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_rooms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"state" text NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"paused_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"last_message_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"reply_started_at" timestamp with time zone,
	"reply_token" text,
	"reply_to_message_id" integer,
	"first_summary_enc" text,
	"second_summary_enc" text,
	"third_summary_enc" text,
	"summary_state" text,
	"summary_attempts" integer DEFAULT 0 NOT NULL,
	"total_summary" text,
	"situation_keyword" text,
	"solution_keyword" text,
	CONSTRAINT "chat_rooms_level_check" CHECK ("chat_rooms"."level" between 1 and 4)
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_member_client_id_key" ON "chat_messages" USING btree ("member_id","client_message_id");--> statement-breakpoint
CREATE INDEX "chat_messages_room_idx" ON "chat_messages" USING btree ("room_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_rooms_member_current_key" ON "chat_rooms" USING btree ("member_id") WHERE "chat_rooms"."state" <> 'COMPLETED';--> statement-breakpoint
CREATE INDEX "chat_rooms_member_completed_idx" ON "chat_rooms" USING btree ("member_id","completed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_rooms_idle_idx" ON "chat_rooms" USING btree (coalesce("last_message_at", "created_at")) WHERE "chat_rooms"."state" <> 'COMPLETED';