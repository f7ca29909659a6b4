-- Floors and rooms filtered by their outlets' port state (interface_up) probe these index-only; they also
-- serve every lookup by floor or room that the single-column indexes they replace served.
DROP INDEX "outlets_floor_idx";--> statement-breakpoint
DROP INDEX "outlets_room_idx";--> statement-breakpoint
CREATE INDEX "outlets_floor_interface_idx" ON "outlets" USING btree ("floor_id","interface_up");--> statement-breakpoint
CREATE INDEX "outlets_room_interface_idx" ON "outlets" USING btree ("room_id","interface_up");