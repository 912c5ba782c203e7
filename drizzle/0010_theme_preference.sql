ALTER TABLE "preferences" ADD COLUMN "theme" text DEFAULT 'system' NOT NULL;--> statement-breakpoint
-- docs/decisions/035: dark_mode defaulted to false for everyone (SPEC §3), so false was never a
-- choice and follows the system now; true was chosen and stays dark.
UPDATE "preferences" SET "theme" = CASE WHEN "dark_mode" THEN 'dark' ELSE 'system' END;
