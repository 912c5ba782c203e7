CREATE TABLE "email_verification" (
	"email" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "email_verification_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "pending_sign_up" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "email_verification_expires_at_idx" ON "email_verification" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "pending_sign_up_email_idx" ON "pending_sign_up" USING btree ("email");--> statement-breakpoint
CREATE INDEX "pending_sign_up_expires_at_idx" ON "pending_sign_up" USING btree ("expires_at");