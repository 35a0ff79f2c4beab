CREATE TABLE "ops_incidents" (
	"kind" text PRIMARY KEY NOT NULL,
	"failing_since" timestamp with time zone,
	"open" boolean DEFAULT false NOT NULL,
	"opened_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"detail" text
);
--> statement-breakpoint
CREATE TABLE "ops_state" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
