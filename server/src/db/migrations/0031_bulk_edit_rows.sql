CREATE TABLE "bulk_edit_rows" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bulk_edit_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"object_id" integer NOT NULL,
	"table_name" text NOT NULL,
	"depth" integer NOT NULL,
	"image" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bulk_edit_rows" ADD CONSTRAINT "bulk_edit_rows_bulk_edit_id_bulk_edits_id_fk" FOREIGN KEY ("bulk_edit_id") REFERENCES "public"."bulk_edits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_edit_rows" ADD CONSTRAINT "bulk_edit_rows_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_edit_rows_bulk_edit_idx" ON "bulk_edit_rows" USING btree ("bulk_edit_id","depth","id");