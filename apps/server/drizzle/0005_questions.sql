CREATE TABLE "couple_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "couple_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"couple_id" integer,
	"solo_member_id" integer,
	"level" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "couple_questions_level_check" CHECK ("couple_questions"."level" >= 1),
	CONSTRAINT "couple_questions_owner_check" CHECK (("couple_questions"."couple_id" is null) <> ("couple_questions"."solo_member_id" is null))
);
--> statement-breakpoint
CREATE TABLE "question_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "question_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"couple_question_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"answer_enc" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_memories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "question_memories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"couple_question_id" integer NOT NULL,
	"content_enc" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "couple_questions" ADD CONSTRAINT "couple_questions_couple_id_couples_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."couples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couple_questions" ADD CONSTRAINT "couple_questions_solo_member_id_members_id_fk" FOREIGN KEY ("solo_member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_couple_question_id_couple_questions_id_fk" FOREIGN KEY ("couple_question_id") REFERENCES "public"."couple_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_memories" ADD CONSTRAINT "question_memories_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_memories" ADD CONSTRAINT "question_memories_couple_question_id_couple_questions_id_fk" FOREIGN KEY ("couple_question_id") REFERENCES "public"."couple_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "couple_questions_couple_level_key" ON "couple_questions" USING btree ("couple_id","level");--> statement-breakpoint
CREATE UNIQUE INDEX "couple_questions_solo_member_key" ON "couple_questions" USING btree ("solo_member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "question_answers_question_member_key" ON "question_answers" USING btree ("couple_question_id","member_id");--> statement-breakpoint
CREATE INDEX "question_answers_member_idx" ON "question_answers" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "question_memories_member_question_key" ON "question_memories" USING btree ("member_id","couple_question_id");--> statement-breakpoint
CREATE INDEX "question_memories_member_idx" ON "question_memories" USING btree ("member_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);