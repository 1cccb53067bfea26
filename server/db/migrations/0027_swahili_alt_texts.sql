ALTER TABLE "media_gallery" ADD COLUMN "caption_sw" text;--> statement-breakpoint
ALTER TABLE "media_gallery" ADD COLUMN "alt_sw" text;--> statement-breakpoint
ALTER TABLE "media_photos" ADD COLUMN "alt_sw" text;--> statement-breakpoint
ALTER TABLE "media_slots" ADD COLUMN "alt_sw" text;--> statement-breakpoint
ALTER TABLE "media_gallery" ADD CONSTRAINT "media_gallery_swahili" CHECK (coalesce(length("media_gallery"."caption_sw"), 1) between 1 and 200 and coalesce(length("media_gallery"."alt_sw"), 1) between 1 and 200);