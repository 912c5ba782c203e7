CREATE TABLE "watchlists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "watchlists" ADD CONSTRAINT "watchlists_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "watchlists_user_name_uq" ON "watchlists" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "watchlists_user_position_idx" ON "watchlists" USING btree ("user_id","position");--> statement-breakpoint
-- Every existing user gets their first list (SPEC's 'Your Watchlist'), and every existing row joins it (docs/decisions/033).
INSERT INTO "watchlists" ("user_id", "name", "position") SELECT "id", 'Your Watchlist', 0 FROM "user";--> statement-breakpoint
ALTER TABLE "watchlist_items" ADD COLUMN "list_id" uuid;--> statement-breakpoint
ALTER TABLE "watchlist_items" ADD COLUMN "note" text;--> statement-breakpoint
UPDATE "watchlist_items" AS i SET "list_id" = w."id" FROM "watchlists" AS w WHERE w."user_id" = i."user_id" AND w."position" = 0;--> statement-breakpoint
ALTER TABLE "watchlist_items" ALTER COLUMN "list_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "watchlist_items" DROP CONSTRAINT "watchlist_items_user_id_symbol_pk";--> statement-breakpoint
ALTER TABLE "watchlist_items" ADD CONSTRAINT "watchlist_items_list_id_symbol_pk" PRIMARY KEY("list_id","symbol");--> statement-breakpoint
ALTER TABLE "watchlist_items" ADD CONSTRAINT "watchlist_items_list_id_watchlists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."watchlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "watchlist_items_user_idx" ON "watchlist_items" USING btree ("user_id");
