CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "invoice_number" text;--> statement-breakpoint
UPDATE "bills" SET "invoice_number" = extract(year from "created_at" AT TIME ZONE 'UTC')::int || '-' || lpad("id"::text, 6, '0');--> statement-breakpoint
INSERT INTO "invoice_counters" ("year", "last_number") SELECT extract(year from "created_at" AT TIME ZONE 'UTC')::int, max("id") FROM "bills" GROUP BY 1;--> statement-breakpoint
ALTER TABLE "bills" ALTER COLUMN "invoice_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "trial_reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_invoice_number_unique" UNIQUE("invoice_number");