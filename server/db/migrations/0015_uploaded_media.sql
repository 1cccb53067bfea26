CREATE TABLE "media_blobs" (
	"sha256" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_blobs_sha256_hex" CHECK ("media_blobs"."sha256" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "media_blobs_size" CHECK ("media_blobs"."size" = octet_length("media_blobs"."bytes"))
);
--> statement-breakpoint
CREATE TABLE "media_files" (
	"key" text PRIMARY KEY NOT NULL,
	"sha256" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_photos" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slot" text,
	"original_sha256" text NOT NULL,
	"focal_x" integer DEFAULT 50 NOT NULL,
	"focal_y" integer DEFAULT 50 NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"error" text,
	"variants_key" text,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	CONSTRAINT "media_photos_status_known" CHECK ("media_photos"."status" in ('processing', 'ready', 'failed')),
	CONSTRAINT "media_photos_focal" CHECK ("media_photos"."focal_x" between 0 and 100 and "media_photos"."focal_y" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "media_slots" (
	"slot" text PRIMARY KEY NOT NULL,
	"photo_id" bigint,
	"latest_photo_id" bigint,
	"alt" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_sha256_media_blobs_sha256_fk" FOREIGN KEY ("sha256") REFERENCES "public"."media_blobs"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_photos" ADD CONSTRAINT "media_photos_original_sha256_media_blobs_sha256_fk" FOREIGN KEY ("original_sha256") REFERENCES "public"."media_blobs"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_slots" ADD CONSTRAINT "media_slots_photo_id_media_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media_photos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_slots" ADD CONSTRAINT "media_slots_latest_photo_id_media_photos_id_fk" FOREIGN KEY ("latest_photo_id") REFERENCES "public"."media_photos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_photos_variants_key" ON "media_photos" USING btree ("variants_key");--> statement-breakpoint
CREATE INDEX "media_photos_processing" ON "media_photos" USING btree ("status") WHERE "media_photos"."status" = 'processing';