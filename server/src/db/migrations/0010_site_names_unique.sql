-- Site names become unique in a customer, ignoring case and surrounding spaces. Names written
-- before this rule may clash: the later sites get their id appended ("Oak Street (12)") so the
-- index can be built; staff can rename them.
UPDATE "sites" SET "name" = btrim("sites"."name") || ' (' || "sites"."id" || ')'
WHERE EXISTS (
  SELECT 1 FROM "sites" AS "earlier"
  WHERE "earlier"."customer_id" = "sites"."customer_id"
    AND lower(btrim("earlier"."name")) = lower(btrim("sites"."name"))
    AND "earlier"."id" < "sites"."id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "sites_customer_name_key" ON "sites" USING btree ("customer_id",lower(btrim("name")));
