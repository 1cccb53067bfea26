CREATE TABLE "folio_charges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "folio_charges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"amount_kes" integer NOT NULL,
	"staff_id" bigint,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	CONSTRAINT "folio_charges_kind_known" CHECK ("folio_charges"."kind" in ('meals', 'gym', 'laundry', 'parking', 'conference', 'damages', 'other')),
	CONSTRAINT "folio_charges_amount_positive" CHECK ("folio_charges"."amount_kes" > 0)
);
--> statement-breakpoint
CREATE TABLE "folio_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "folio_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" uuid NOT NULL,
	"kind" text DEFAULT 'payment' NOT NULL,
	"method" text NOT NULL,
	"amount_kes" integer NOT NULL,
	"reference" text,
	"note" text,
	"staff_id" bigint,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "folio_payments_kind_known" CHECK ("folio_payments"."kind" in ('payment', 'refund')),
	CONSTRAINT "folio_payments_method_known" CHECK ("folio_payments"."method" in ('cash', 'mpesa', 'card', 'bank_transfer')),
	CONSTRAINT "folio_payments_amount_positive" CHECK ("folio_payments"."amount_kes" > 0)
);
--> statement-breakpoint
CREATE TABLE "room_closures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "room_closures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"room_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"reason" text NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "room_closures_at_least_one_night" CHECK ("room_closures"."end_date" > "room_closures"."start_date")
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rooms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"room_type" text NOT NULL,
	"number" text NOT NULL,
	"housekeeping" text DEFAULT 'clean' NOT NULL,
	"housekeeping_at" timestamp with time zone,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rooms_housekeeping_known" CHECK ("rooms"."housekeeping" in ('clean', 'dirty', 'inspected')),
	CONSTRAINT "rooms_number_not_blank" CHECK (length(trim("rooms"."number")) > 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_known";--> statement-breakpoint
ALTER TABLE "booking_rooms" ADD COLUMN "price_override_reason" text;--> statement-breakpoint
ALTER TABLE "booking_rooms" ADD COLUMN "room_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "source" text DEFAULT 'website' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "source_reference" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "created_by" bigint;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "arrival_cutoff_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "checked_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "folio_charges" ADD CONSTRAINT "folio_charges_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folio_charges" ADD CONSTRAINT "folio_charges_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folio_payments" ADD CONSTRAINT "folio_payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folio_payments" ADD CONSTRAINT "folio_payments_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_closures" ADD CONSTRAINT "room_closures_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_closures" ADD CONSTRAINT "room_closures_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_room_type_room_types_key_fk" FOREIGN KEY ("room_type") REFERENCES "public"."room_types"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "folio_charges_booking" ON "folio_charges" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "folio_payments_mpesa_receipt" ON "folio_payments" USING btree ("reference") WHERE "folio_payments"."method" = 'mpesa' and "folio_payments"."kind" = 'payment';--> statement-breakpoint
CREATE INDEX "folio_payments_booking" ON "folio_payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "folio_payments_at" ON "folio_payments" USING btree ("at");--> statement-breakpoint
CREATE INDEX "room_closures_room" ON "room_closures" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "room_closures_dates" ON "room_closures" USING btree ("start_date","end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_active_number" ON "rooms" USING btree (lower("number")) WHERE "rooms"."retired_at" is null;--> statement-breakpoint
CREATE INDEX "rooms_type" ON "rooms" USING btree ("room_type");--> statement-breakpoint
ALTER TABLE "booking_rooms" ADD CONSTRAINT "booking_rooms_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_rooms_room" ON "booking_rooms" USING btree ("room_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_source_known" CHECK ("bookings"."source" in ('website', 'walk_in', 'phone', 'whatsapp', 'email', 'booking_com', 'airbnb', 'company', 'other'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_known" CHECK ("bookings"."status" in ('pending', 'confirmed', 'expired', 'failed', 'cancelled', 'no_show'));--> statement-breakpoint
-- A database from before numbered rooms: give each type as many rooms as its inventory said,
-- numbered as the seed numbers them (domain/front-desk.ts seedRoomNumber). A fresh database has
-- no room types yet; the seed makes its rooms.
INSERT INTO "rooms" ("room_type", "number", "sort_order")
SELECT t."key", ((t."sort_order" + 1) * 100 + n)::text, n
FROM "room_types" t, generate_series(1, t."inventory") AS n;
