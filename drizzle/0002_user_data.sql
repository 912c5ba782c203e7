CREATE TABLE "positions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"symbol" text NOT NULL,
	"name" text,
	"shares" numeric(24, 6) NOT NULL,
	"purchase_price" numeric(20, 6) NOT NULL,
	"added_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "positions_shares_min" CHECK ("positions"."shares" >= 0.000001),
	CONSTRAINT "positions_purchase_price_min" CHECK ("positions"."purchase_price" >= 0.01)
);
--> statement-breakpoint
CREATE TABLE "watchlist_items" (
	"user_id" text NOT NULL,
	"symbol" text NOT NULL,
	"added_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watchlist_items_user_id_symbol_pk" PRIMARY KEY("user_id","symbol")
);
--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_items" ADD CONSTRAINT "watchlist_items_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "positions_user_added_idx" ON "positions" USING btree ("user_id","added_at");