ALTER TABLE "sites" ALTER COLUMN "time_zone" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "sites" ALTER COLUMN "time_zone" DROP NOT NULL;