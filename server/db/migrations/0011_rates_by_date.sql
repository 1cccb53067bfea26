CREATE TABLE "booking_nights" (
	"booking_room_id" integer NOT NULL,
	"booking_id" uuid NOT NULL,
	"night" date NOT NULL,
	"amount_kes" integer NOT NULL,
	"rule" text NOT NULL,
	CONSTRAINT "booking_nights_booking_room_id_night_pk" PRIMARY KEY("booking_room_id","night"),
	CONSTRAINT "booking_nights_amount_positive" CHECK ("booking_nights"."amount_kes" > 0)
);
--> statement-breakpoint
CREATE TABLE "holiday_edits" (
	"year" integer NOT NULL,
	"key" text NOT NULL,
	"date" date,
	"name" text NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "holiday_edits_year_key_pk" PRIMARY KEY("year","key"),
	CONSTRAINT "holiday_edits_date_in_year" CHECK ("holiday_edits"."date" is null or extract(year from "holiday_edits"."date") = "holiday_edits"."year")
);
--> statement-breakpoint
CREATE TABLE "promotion_uses" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"email" text,
	"phone" text,
	"discount_kes" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"book_from" date,
	"book_to" date,
	"stay_from" date,
	"stay_to" date,
	"room_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_nights" integer DEFAULT 1 NOT NULL,
	"max_uses" integer,
	"max_uses_per_guest" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_kind" CHECK ("promotions"."kind" in ('percent', 'kes')),
	CONSTRAINT "promotions_value" CHECK ("promotions"."value" > 0 and ("promotions"."kind" <> 'percent' or "promotions"."value" <= 100))
);
--> statement-breakpoint
CREATE TABLE "rate_periods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rate_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"first_night" date NOT NULL,
	"last_night" date NOT NULL,
	"prices" jsonb,
	"adjustments" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_periods_dates" CHECK ("rate_periods"."last_night" >= "rate_periods"."first_night")
);
--> statement-breakpoint
CREATE TABLE "rate_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"holiday_adjustments" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"taxes_included" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_settings_one_row" CHECK ("rate_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "stay_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stay_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"first_night" date NOT NULL,
	"last_night" date NOT NULL,
	"room_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_nights" integer,
	"closed_to_arrival" boolean DEFAULT false NOT NULL,
	"same_day_cutoff" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stay_rules_dates" CHECK ("stay_rules"."last_night" >= "stay_rules"."first_night"),
	CONSTRAINT "stay_rules_min_nights" CHECK ("stay_rules"."min_nights" is null or "stay_rules"."min_nights" between 1 and 30)
);
--> statement-breakpoint
CREATE TABLE "tax_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"rate_percent" numeric(5, 2) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tax_lines_rate" CHECK ("tax_lines"."rate_percent" >= 0 and "tax_lines"."rate_percent" <= 100)
);
--> statement-breakpoint
CREATE TABLE "weekday_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "weekday_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"weekdays" jsonb NOT NULL,
	"adjustments" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "discount_kes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "promotion_code" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "taxes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "taxes_included" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_nights" ADD CONSTRAINT "booking_nights_booking_room_id_booking_rooms_id_fk" FOREIGN KEY ("booking_room_id") REFERENCES "public"."booking_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_nights" ADD CONSTRAINT "booking_nights_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday_edits" ADD CONSTRAINT "holiday_edits_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_uses" ADD CONSTRAINT "promotion_uses_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_uses" ADD CONSTRAINT "promotion_uses_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_periods" ADD CONSTRAINT "rate_periods_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_rules" ADD CONSTRAINT "stay_rules_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekday_rules" ADD CONSTRAINT "weekday_rules_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_nights_booking" ON "booking_nights" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "promotion_uses_promotion" ON "promotion_uses" USING btree ("promotion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code" ON "promotions" USING btree ("code");--> statement-breakpoint
CREATE INDEX "rate_periods_dates_idx" ON "rate_periods" USING btree ("first_night","last_night");--> statement-breakpoint
-- The defaults (docs/decisions/013-rates-by-date.md): no holiday adjustment, taxes included,
-- VAT 16% and the 2% tourism levy.
INSERT INTO "rate_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "tax_lines" ("name", "rate_percent", "sort_order") VALUES ('VAT', 16, 1), ('Tourism levy', 2, 2);--> statement-breakpoint
-- Bookings made before prices by date: each night at the room's nightly price, the subtotal now
-- the room nights' sum (it was the per-night subtotal), and the default taxes' lines.
INSERT INTO "booking_nights" ("booking_room_id", "booking_id", "night", "amount_kes", "rule")
  SELECT r."id", r."booking_id", n::date, r."nightly_kes", 'Base price'
  FROM "booking_rooms" r
  JOIN "bookings" b ON b."id" = r."booking_id"
  CROSS JOIN LATERAL generate_series(b."check_in", b."check_out" - 1, interval '1 day') AS n;--> statement-breakpoint
UPDATE "bookings" SET "subtotal_kes" = "total_kes",
  "taxes" = jsonb_build_array(
    jsonb_build_object('name', 'VAT', 'ratePercent', 16, 'amountKes', round("total_kes" * 1600 / 11800.0)::int),
    jsonb_build_object('name', 'Tourism levy', 'ratePercent', 2, 'amountKes', round("total_kes" * 200 / 11800.0)::int));
