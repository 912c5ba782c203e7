CREATE TABLE "portfolio_deleted_transactions" (
	"batch" uuid NOT NULL,
	"user_id" text NOT NULL,
	"deleted_at" timestamp (3) with time zone NOT NULL,
	"row" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portfolio_deleted_transactions" ADD CONSTRAINT "portfolio_deleted_transactions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portfolio_deleted_transactions_user_batch_idx" ON "portfolio_deleted_transactions" USING btree ("user_id","batch");