-- The ledger's versions (docs/decisions/086). The sequence first: the new column's default and
-- the triggers below draw from it.
CREATE SEQUENCE "portfolio_ledger_version_seq";
--> statement-breakpoint
CREATE TABLE "portfolio_ledger_versions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portfolio_ledger_versions" ADD CONSTRAINT "portfolio_ledger_versions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Existing rows each get a revision of their own as the column is added.
ALTER TABLE "portfolio_transactions" ADD COLUMN "revision" bigint DEFAULT nextval('portfolio_ledger_version_seq') NOT NULL;
--> statement-breakpoint
-- Hand-written below (drizzle-kit does not generate triggers). Every statement that inserts,
-- updates or deletes a user's transactions or accounts gives that user a new version from one
-- sequence, whichever process or path wrote (docs/decisions/086). A user being deleted gets none.
CREATE FUNCTION "portfolio_ledger_touched"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO portfolio_ledger_versions (user_id, version)
    SELECT touched.user_id, nextval('portfolio_ledger_version_seq')
    FROM (SELECT DISTINCT user_id FROM old_rows) AS touched
    WHERE EXISTS (SELECT 1 FROM "user" WHERE "user".id = touched.user_id)
    ON CONFLICT (user_id) DO UPDATE SET version = excluded.version;
  ELSE
    INSERT INTO portfolio_ledger_versions (user_id, version)
    SELECT touched.user_id, nextval('portfolio_ledger_version_seq')
    FROM (SELECT DISTINCT user_id FROM new_rows) AS touched
    ON CONFLICT (user_id) DO UPDATE SET version = excluded.version;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An edited row gets a new revision (an inserted one has its default).
CREATE FUNCTION "portfolio_transaction_revised"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.revision := nextval('portfolio_ledger_version_seq');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "portfolio_transactions_revised" BEFORE UPDATE ON "portfolio_transactions"
  FOR EACH ROW EXECUTE FUNCTION "portfolio_transaction_revised"();
--> statement-breakpoint
CREATE TRIGGER "portfolio_transactions_inserted" AFTER INSERT ON "portfolio_transactions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "portfolio_ledger_touched"();
--> statement-breakpoint
CREATE TRIGGER "portfolio_transactions_updated" AFTER UPDATE ON "portfolio_transactions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "portfolio_ledger_touched"();
--> statement-breakpoint
CREATE TRIGGER "portfolio_transactions_deleted" AFTER DELETE ON "portfolio_transactions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "portfolio_ledger_touched"();
--> statement-breakpoint
CREATE TRIGGER "portfolio_accounts_inserted" AFTER INSERT ON "portfolio_accounts"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "portfolio_ledger_touched"();
--> statement-breakpoint
CREATE TRIGGER "portfolio_accounts_updated" AFTER UPDATE ON "portfolio_accounts"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "portfolio_ledger_touched"();
--> statement-breakpoint
CREATE TRIGGER "portfolio_accounts_deleted" AFTER DELETE ON "portfolio_accounts"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "portfolio_ledger_touched"();
--> statement-breakpoint
-- Users with a ledger today start at a version of their own.
INSERT INTO portfolio_ledger_versions (user_id, version)
SELECT user_id, nextval('portfolio_ledger_version_seq')
FROM (SELECT user_id FROM portfolio_transactions UNION SELECT user_id FROM portfolio_accounts) AS users;
