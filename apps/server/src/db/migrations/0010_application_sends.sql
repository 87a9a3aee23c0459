CREATE TABLE "application_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"to" text NOT NULL,
	"format" text NOT NULL,
	"bytes" integer NOT NULL,
	"compressed" boolean DEFAULT false NOT NULL,
	"outbox_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "bcc" text;--> statement-breakpoint
ALTER TABLE "application_sends" ADD CONSTRAINT "application_sends_application_id_tracked_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."tracked_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_sends" ADD CONSTRAINT "application_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_sends" ADD CONSTRAINT "application_sends_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_sends_application_idx" ON "application_sends" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "application_sends_user_idx" ON "application_sends" USING btree ("user_id","created_at");