CREATE TABLE "portfolio_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"symbol" text NOT NULL,
	"name" text,
	"date" date NOT NULL,
	"quantity" numeric(24, 6),
	"price" numeric(20, 6),
	"amount" numeric(20, 6),
	"fees" numeric(20, 6),
	"split_from" integer,
	"split_to" integer,
	"note" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "portfolio_transactions_trade_fields" CHECK ("portfolio_transactions"."type" NOT IN ('buy', 'sell') OR ("portfolio_transactions"."quantity" >= 0.000001 AND "portfolio_transactions"."price" >= 0.01 AND "portfolio_transactions"."amount" IS NULL AND "portfolio_transactions"."split_from" IS NULL)),
	CONSTRAINT "portfolio_transactions_cash_fields" CHECK ("portfolio_transactions"."type" NOT IN ('dividend', 'fee') OR ("portfolio_transactions"."amount" > 0 AND "portfolio_transactions"."quantity" IS NULL AND "portfolio_transactions"."price" IS NULL AND "portfolio_transactions"."fees" IS NULL)),
	CONSTRAINT "portfolio_transactions_split_fields" CHECK ("portfolio_transactions"."type" <> 'split' OR ("portfolio_transactions"."split_from" > 0 AND "portfolio_transactions"."split_to" > 0 AND "portfolio_transactions"."quantity" IS NULL AND "portfolio_transactions"."amount" IS NULL)),
	CONSTRAINT "portfolio_transactions_fees_min" CHECK ("portfolio_transactions"."fees" IS NULL OR "portfolio_transactions"."fees" >= 0),
	CONSTRAINT "portfolio_transactions_note_max" CHECK (char_length("portfolio_transactions"."note") <= 500)
);
--> statement-breakpoint
-- Every position becomes a buy on the day it was added (New York trade date), keeping its id,
-- name, shares, price and the exact time it was added; nothing is dropped before it is copied.
INSERT INTO "portfolio_transactions" ("id", "user_id", "type", "symbol", "name", "date", "quantity", "price", "created_at")
SELECT "id", "user_id", 'buy', "symbol", "name", ("added_at" AT TIME ZONE 'America/New_York')::date, "shares", "purchase_price", "added_at"
FROM "positions";--> statement-breakpoint
DROP TABLE "positions" CASCADE;--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "cost_basis_method" text DEFAULT 'fifo' NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio_transactions" ADD CONSTRAINT "portfolio_transactions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portfolio_transactions_user_date_idx" ON "portfolio_transactions" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "portfolio_transactions_user_symbol_idx" ON "portfolio_transactions" USING btree ("user_id","symbol","date");