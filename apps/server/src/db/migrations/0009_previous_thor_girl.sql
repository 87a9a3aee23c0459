CREATE TABLE "application_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"status" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracked_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"resume_id" integer,
	"letter_id" integer,
	"company" text NOT NULL,
	"position" text NOT NULL,
	"job_ad_text" text DEFAULT '' NOT NULL,
	"job_ad_url" text DEFAULT '' NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"applied_at" text DEFAULT '' NOT NULL,
	"follow_up_at" text DEFAULT '' NOT NULL,
	"follow_up_mailed_at" timestamp with time zone,
	"notes" text DEFAULT '' NOT NULL,
	"frozen_pdf" "bytea",
	"frozen_at" timestamp with time zone,
	"frozen_pages" integer,
	"frozen_file_name" text,
	"sent_at" timestamp with time zone,
	"sent_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_status_changes" ADD CONSTRAINT "application_status_changes_application_id_tracked_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."tracked_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_applications" ADD CONSTRAINT "tracked_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_applications" ADD CONSTRAINT "tracked_applications_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_applications" ADD CONSTRAINT "tracked_applications_letter_id_letters_id_fk" FOREIGN KEY ("letter_id") REFERENCES "public"."letters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_status_changes_application_idx" ON "application_status_changes" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "tracked_applications_user_idx" ON "tracked_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tracked_applications_follow_up_idx" ON "tracked_applications" USING btree ("follow_up_at");