CREATE TABLE "media_gallery" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_gallery_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"category" text NOT NULL,
	"position" integer NOT NULL,
	"slot" text,
	"photo_id" bigint,
	"caption" text NOT NULL,
	"alt" text,
	"created_by" text NOT NULL,
	CONSTRAINT "media_gallery_slot_or_photo" CHECK (("media_gallery"."slot" is null) <> ("media_gallery"."photo_id" is null)),
	CONSTRAINT "media_gallery_caption" CHECK (length("media_gallery"."caption") between 1 and 200),
	CONSTRAINT "media_gallery_alt" CHECK ("media_gallery"."slot" is not null or length("media_gallery"."alt") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "media_gallery_categories" (
	"key" text PRIMARY KEY NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_gallery" ADD CONSTRAINT "media_gallery_category_media_gallery_categories_key_fk" FOREIGN KEY ("category") REFERENCES "public"."media_gallery_categories"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_gallery" ADD CONSTRAINT "media_gallery_photo_id_media_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media_photos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_gallery_category_position" ON "media_gallery" USING btree ("category","position");