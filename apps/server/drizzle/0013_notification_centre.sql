CREATE TABLE "notification_settings" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"kinds" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"quiet_enabled" boolean NOT NULL,
	"quiet_start" text NOT NULL,
	"quiet_end" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_nudges" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"couple_question_id" integer NOT NULL,
	"nudged_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "couples" ADD COLUMN "question_time" text DEFAULT '21:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "target" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_nudges" ADD CONSTRAINT "question_nudges_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_nudges" ADD CONSTRAINT "question_nudges_couple_question_id_couple_questions_id_fk" FOREIGN KEY ("couple_question_id") REFERENCES "public"."couple_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "couples_question_time_idx" ON "couples" USING btree ("question_time") WHERE "couples"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_member_created_idx" ON "notifications" USING btree ("member_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_created_idx" ON "notifications" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_dedupe_key" ON "notifications" USING btree ("dedupe_key");