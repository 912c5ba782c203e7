CREATE TABLE "import_mappings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portfolio_transactions" ADD COLUMN "source_fingerprint" text;--> statement-breakpoint
ALTER TABLE "import_mappings" ADD CONSTRAINT "import_mappings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_mappings_user_idx" ON "import_mappings" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "portfolio_transactions_user_fingerprint_idx" ON "portfolio_transactions" USING btree ("user_id","source_fingerprint") WHERE "portfolio_transactions"."source_fingerprint" IS NOT NULL;