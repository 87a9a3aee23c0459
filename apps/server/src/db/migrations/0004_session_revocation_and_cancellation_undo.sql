ALTER TABLE "contract_cancellations" ADD COLUMN "subscription_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_cancellations" ADD COLUMN "undo_token_hash" text;--> statement-breakpoint
ALTER TABLE "contract_cancellations" ADD COLUMN "undone_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;