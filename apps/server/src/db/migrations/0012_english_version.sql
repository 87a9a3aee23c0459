ALTER TABLE "resumes" ADD COLUMN "document_language" text;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "source_resume_id" integer;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "untranslated" jsonb;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_source_resume_id_resumes_id_fk" FOREIGN KEY ("source_resume_id") REFERENCES "public"."resumes"("id") ON DELETE set null ON UPDATE no action;