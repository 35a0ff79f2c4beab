CREATE TABLE "wp_content_copies" (
	"key" text PRIMARY KEY NOT NULL,
	"entries" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
