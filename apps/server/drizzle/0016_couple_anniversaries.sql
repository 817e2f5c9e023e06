CREATE TABLE "couple_anniversaries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "couple_anniversaries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"couple_id" integer NOT NULL,
	"title_enc" text NOT NULL,
	"date" date NOT NULL,
	"repeat" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "couple_anniversaries" ADD CONSTRAINT "couple_anniversaries_couple_id_couples_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."couples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couple_anniversaries" ADD CONSTRAINT "couple_anniversaries_created_by_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "couple_anniversaries_couple_idx" ON "couple_anniversaries" USING btree ("couple_id","date");