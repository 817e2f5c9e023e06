CREATE TABLE "answer_responses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "answer_responses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"answer_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"reaction" text,
	"reply_enc" text,
	"reply_updated_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "answer_responses" ADD CONSTRAINT "answer_responses_answer_id_question_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."question_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_responses" ADD CONSTRAINT "answer_responses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "answer_responses_answer_member_key" ON "answer_responses" USING btree ("answer_id","member_id");--> statement-breakpoint
CREATE INDEX "answer_responses_member_idx" ON "answer_responses" USING btree ("member_id");