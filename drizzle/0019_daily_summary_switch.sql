ALTER TABLE "preferences" ADD COLUMN "daily_summary" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- docs/decisions/072: one switch covered alert e-mails and the daily summary; each now has its
-- own, and both keep the value the one switch had.
UPDATE "preferences" SET "daily_summary" = "email_notifications";
