CREATE TABLE "data_keys" (
	"key_id" text PRIMARY KEY NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"values_left" integer,
	"counted_at" timestamp with time zone,
	"retired_at" timestamp with time zone
);
