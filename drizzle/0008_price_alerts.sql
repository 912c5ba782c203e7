CREATE TABLE "alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"symbol" text NOT NULL,
	"condition" text NOT NULL,
	"value" numeric(20, 6),
	"repeat" text NOT NULL,
	"note" text,
	"paused" boolean DEFAULT false NOT NULL,
	"armed" boolean DEFAULT true NOT NULL,
	"last_trigger_day" date,
	"triggered_at" timestamp with time zone,
	"triggered_price" numeric(20, 6),
	"trigger_count" integer DEFAULT 0 NOT NULL,
	"reference" numeric(20, 6),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alerts_value_fits" CHECK ("alerts"."value" IS NULL OR "alerts"."value" > 0)
);
--> statement-breakpoint
CREATE TABLE "daily_summaries" (
	"user_id" text NOT NULL,
	"trading_day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_summaries_user_id_trading_day_pk" PRIMARY KEY("user_id","trading_day")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"alert_id" uuid,
	"trigger_number" integer NOT NULL,
	"symbol" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"price" numeric(20, 6) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_summaries" ADD CONSTRAINT "daily_summaries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alerts_user_idx" ON "alerts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "alerts_live_symbol_idx" ON "alerts" USING btree ("symbol") WHERE NOT "alerts"."paused";--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_trigger_uq" ON "notifications" USING btree ("alert_id","trigger_number");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_idempotency_key_unique" UNIQUE("idempotency_key");