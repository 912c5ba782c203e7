CREATE TABLE "daily_history_sync" (
	"symbol" text NOT NULL,
	"provider" text NOT NULL,
	"through" date NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "daily_history_sync_symbol_provider_pk" PRIMARY KEY("symbol","provider")
);
--> statement-breakpoint
CREATE TABLE "upstream_budget" (
	"key" text NOT NULL,
	"window" text NOT NULL,
	"tokens" double precision NOT NULL,
	"updated_ms" bigint NOT NULL,
	"period" text NOT NULL,
	"used" integer NOT NULL,
	CONSTRAINT "upstream_budget_key_window_pk" PRIMARY KEY("key","window")
);
--> statement-breakpoint
ALTER TABLE "daily_bar" ADD COLUMN "dividend" numeric;--> statement-breakpoint
ALTER TABLE "daily_bar" ADD COLUMN "split_factor" numeric;