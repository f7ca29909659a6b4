CREATE TABLE "bulk_edits" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"user_id" integer,
	"site_id" integer,
	"entity" text NOT NULL,
	"action" text NOT NULL,
	"ids" jsonb NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"job_id" text,
	"counts" jsonb,
	"skipped" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "change_records" ADD COLUMN "bulk_edit_id" integer;--> statement-breakpoint
ALTER TABLE "bulk_edits" ADD CONSTRAINT "bulk_edits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_edits" ADD CONSTRAINT "bulk_edits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_edits_customer_idx" ON "bulk_edits" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "change_records_bulk_edit_idx" ON "change_records" USING btree ("bulk_edit_id");