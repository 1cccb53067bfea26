ALTER TABLE "room_types" DROP CONSTRAINT "room_types_inventory_non_negative";--> statement-breakpoint
ALTER TABLE "room_types" DROP COLUMN "inventory";