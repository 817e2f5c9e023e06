CREATE TABLE "member_event_counters" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"seq" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_events" (
	"member_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"event" text NOT NULL,
	"data" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_events_member_id_seq_pk" PRIMARY KEY("member_id","seq")
);
--> statement-breakpoint
ALTER TABLE "member_event_counters" ADD CONSTRAINT "member_event_counters_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_events" ADD CONSTRAINT "member_events_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_events_created_idx" ON "member_events" USING btree ("created_at");