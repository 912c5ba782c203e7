CREATE TABLE "daily_bar" (
	"symbol" text NOT NULL,
	"date" date NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"open" double precision NOT NULL,
	"high" double precision NOT NULL,
	"low" double precision NOT NULL,
	"close" double precision NOT NULL,
	CONSTRAINT "daily_bar_symbol_date_pk" PRIMARY KEY("symbol","date")
);
--> statement-breakpoint
CREATE TABLE "intraday_point" (
	"symbol" text NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"price" double precision NOT NULL,
	CONSTRAINT "intraday_point_symbol_time_pk" PRIMARY KEY("symbol","time")
);
