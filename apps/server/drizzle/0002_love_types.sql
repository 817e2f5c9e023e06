CREATE TABLE "love_type_results" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "love_type_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"love_type_category" text NOT NULL,
	"anxiety_rate" numeric(3, 2) NOT NULL,
	"avoidance_rate" numeric(3, 2) NOT NULL,
	"adopted_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "love_type_results" ADD CONSTRAINT "love_type_results_adopted_by_members_id_fk" FOREIGN KEY ("adopted_by") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "love_type_results_adopted_by_idx" ON "love_type_results" USING btree ("adopted_by");