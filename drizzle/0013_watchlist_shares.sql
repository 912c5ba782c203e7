CREATE TABLE "watchlist_shares" (
	"list_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "watchlist_shares" ADD CONSTRAINT "watchlist_shares_list_id_watchlists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."watchlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_shares" ADD CONSTRAINT "watchlist_shares_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "watchlist_shares_token_hash_uq" ON "watchlist_shares" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "watchlist_shares_user_idx" ON "watchlist_shares" USING btree ("user_id");