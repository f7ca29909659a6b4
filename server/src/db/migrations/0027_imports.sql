CREATE TABLE "import_changes" (
	"change_id" bigint PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_mappings" (
	"user_id" integer NOT NULL,
	"entity_type" text NOT NULL,
	"mapping" jsonb NOT NULL,
	CONSTRAINT "import_mappings_user_id_entity_type_pk" PRIMARY KEY("user_id","entity_type")
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"user_id" integer,
	"site_id" integer,
	"entity_type" text NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"header" jsonb NOT NULL,
	"rows" jsonb NOT NULL,
	"mapping" jsonb,
	"state" text DEFAULT 'uploaded' NOT NULL,
	"job_id" text,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "import_changes" ADD CONSTRAINT "import_changes_change_id_change_records_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."change_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_changes" ADD CONSTRAINT "import_changes_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_mappings" ADD CONSTRAINT "import_mappings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_changes_import_idx" ON "import_changes" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "imports_customer_idx" ON "imports" USING btree ("customer_id","created_at");