CREATE TABLE "portfolio_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"institution" text,
	"currency" text NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolio_accounts_currency_code" CHECK ("portfolio_accounts"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "portfolio_accounts_name_length" CHECK (char_length("portfolio_accounts"."name") BETWEEN 1 AND 60)
);
--> statement-breakpoint
ALTER TABLE "portfolio_transactions" DROP CONSTRAINT "portfolio_transactions_trade_fields";--> statement-breakpoint
ALTER TABLE "portfolio_transactions" DROP CONSTRAINT "portfolio_transactions_cash_fields";--> statement-breakpoint
ALTER TABLE "portfolio_transactions" ALTER COLUMN "symbol" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio_transactions" ADD COLUMN "account_id" uuid;--> statement-breakpoint
ALTER TABLE "portfolio_transactions" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio_transactions" ALTER COLUMN "currency" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "portfolio_transactions" ADD COLUMN "fx_rate" numeric(24, 10);--> statement-breakpoint
ALTER TABLE "portfolio_transactions" ADD COLUMN "to_account_id" uuid;--> statement-breakpoint
ALTER TABLE "portfolio_transactions" ADD COLUMN "acquired_on" date;--> statement-breakpoint
ALTER TABLE "portfolio_accounts" ADD CONSTRAINT "portfolio_accounts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "portfolio_accounts_user_name_idx" ON "portfolio_accounts" USING btree ("user_id",lower("name"));--> statement-breakpoint
-- Every existing ledger moves, whole, into one US-dollar brokerage account of its user
-- (docs/decisions/085), opened when the user's first transaction was entered.
INSERT INTO "portfolio_accounts" ("user_id", "name", "kind", "institution", "currency", "created_at")
  SELECT "user_id", 'Brokerage', 'brokerage', NULL, 'USD', min("created_at")
  FROM "portfolio_transactions" GROUP BY "user_id";--> statement-breakpoint
UPDATE "portfolio_transactions" t SET "account_id" = a."id"
  FROM "portfolio_accounts" a WHERE a."user_id" = t."user_id";--> statement-breakpoint
ALTER TABLE "portfolio_transactions" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio_transactions" ADD CONSTRAINT "portfolio_transactions_account_fk" FOREIGN KEY ("account_id") REFERENCES "public"."portfolio_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_transactions" ADD CONSTRAINT "portfolio_transactions_to_account_fk" FOREIGN KEY ("to_account_id") REFERENCES "public"."portfolio_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portfolio_transactions_account_idx" ON "portfolio_transactions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "portfolio_transactions_to_account_idx" ON "portfolio_transactions" USING btree ("to_account_id") WHERE "portfolio_transactions"."to_account_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio_transactions" ADD CONSTRAINT "portfolio_transactions_symbol_presence" CHECK (("portfolio_transactions"."type" IN ('deposit', 'withdrawal', 'interest', 'account-fee', 'transfer-cash')) = ("portfolio_transactions"."symbol" IS NULL));--> statement-breakpoint
ALTER TABLE "portfolio_transactions" ADD CONSTRAINT "portfolio_transactions_shares_fields" CHECK ("portfolio_transactions"."type" NOT IN ('transfer-shares', 'receive-shares') OR ("portfolio_transactions"."quantity" >= 0.000001 AND "portfolio_transactions"."amount" IS NULL AND "portfolio_transactions"."fees" IS NULL));--> statement-breakpoint
ALTER TABLE "portfolio_transactions" ADD CONSTRAINT "portfolio_transactions_transfer_target" CHECK (("portfolio_transactions"."type" IN ('transfer-cash', 'transfer-shares')) = ("portfolio_transactions"."to_account_id" IS NOT NULL) AND "portfolio_transactions"."to_account_id" IS DISTINCT FROM "portfolio_transactions"."account_id");--> statement-breakpoint
ALTER TABLE "portfolio_transactions" ADD CONSTRAINT "portfolio_transactions_acquired" CHECK ("portfolio_transactions"."acquired_on" IS NULL OR ("portfolio_transactions"."type" = 'receive-shares' AND "portfolio_transactions"."acquired_on" <= "portfolio_transactions"."date"));--> statement-breakpoint
ALTER TABLE "portfolio_transactions" ADD CONSTRAINT "portfolio_transactions_currency_code" CHECK ("portfolio_transactions"."currency" ~ '^[A-Z]{3}$');--> statement-breakpoint
ALTER TABLE "portfolio_transactions" ADD CONSTRAINT "portfolio_transactions_fx_rate" CHECK ("portfolio_transactions"."fx_rate" IS NULL OR "portfolio_transactions"."fx_rate" > 0);--> statement-breakpoint
ALTER TABLE "portfolio_transactions" ADD CONSTRAINT "portfolio_transactions_trade_fields" CHECK ("portfolio_transactions"."type" NOT IN ('buy', 'sell') OR ("portfolio_transactions"."symbol" IS NOT NULL AND "portfolio_transactions"."quantity" >= 0.000001 AND "portfolio_transactions"."price" >= 0.01 AND "portfolio_transactions"."amount" IS NULL AND "portfolio_transactions"."split_from" IS NULL));--> statement-breakpoint
ALTER TABLE "portfolio_transactions" ADD CONSTRAINT "portfolio_transactions_cash_fields" CHECK ("portfolio_transactions"."type" NOT IN ('dividend', 'fee', 'tax', 'deposit', 'withdrawal', 'interest', 'account-fee', 'transfer-cash') OR ("portfolio_transactions"."amount" > 0 AND "portfolio_transactions"."quantity" IS NULL AND "portfolio_transactions"."price" IS NULL AND "portfolio_transactions"."fees" IS NULL));