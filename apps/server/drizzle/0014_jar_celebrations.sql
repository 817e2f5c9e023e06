CREATE TABLE "jar_celebrations" (
	"couple_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"milestone" integer NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "jar_celebrations_couple_id_member_id_pk" PRIMARY KEY("couple_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "jar_celebrations" ADD CONSTRAINT "jar_celebrations_couple_id_couples_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."couples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jar_celebrations" ADD CONSTRAINT "jar_celebrations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jar_celebrations_member_idx" ON "jar_celebrations" USING btree ("member_id");