CREATE TABLE "couples" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "couples_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_a_id" integer NOT NULL,
	"member_b_id" integer NOT NULL,
	"start_love_date" date,
	"is_start_love_date_updated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"linked_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "couples_member_order_check" CHECK ("couples"."member_a_id" < "couples"."member_b_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"type" text NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "couples" ADD CONSTRAINT "couples_member_a_id_members_id_fk" FOREIGN KEY ("member_a_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couples" ADD CONSTRAINT "couples_member_b_id_members_id_fk" FOREIGN KEY ("member_b_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "couples_active_member_a_key" ON "couples" USING btree ("member_a_id") WHERE "couples"."ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "couples_active_member_b_key" ON "couples" USING btree ("member_b_id") WHERE "couples"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "couples_pair_idx" ON "couples" USING btree ("member_a_id","member_b_id");--> statement-breakpoint
CREATE INDEX "couples_ended_at_idx" ON "couples" USING btree ("ended_at");--> statement-breakpoint
CREATE INDEX "notifications_member_state_idx" ON "notifications" USING btree ("member_id","state","id");