CREATE TABLE "booking_rooms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_rooms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" uuid NOT NULL,
	"room_type" text NOT NULL,
	"adults" integer NOT NULL,
	"children" integer DEFAULT 0 NOT NULL,
	"boarding" text NOT NULL,
	"nightly_kes" integer NOT NULL,
	CONSTRAINT "booking_rooms_adults" CHECK ("booking_rooms"."adults" between 1 and 4),
	CONSTRAINT "booking_rooms_children" CHECK ("booking_rooms"."children" >= 0),
	CONSTRAINT "booking_rooms_boarding_key" CHECK ("booking_rooms"."boarding" in ('bed_breakfast', 'half_board', 'full_board')),
	CONSTRAINT "booking_rooms_nightly_positive" CHECK ("booking_rooms"."nightly_kes" > 0)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"subtotal_kes" integer NOT NULL,
	"total_kes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_reference_unique" UNIQUE("reference"),
	CONSTRAINT "bookings_status_known" CHECK ("bookings"."status" in ('pending', 'confirmed', 'expired', 'failed', 'cancelled')),
	CONSTRAINT "bookings_at_least_one_night" CHECK ("bookings"."check_out" > "bookings"."check_in"),
	CONSTRAINT "bookings_pending_has_hold_expiry" CHECK ("bookings"."status" <> 'pending' or "bookings"."hold_expires_at" is not null),
	CONSTRAINT "bookings_amounts_positive" CHECK ("bookings"."subtotal_kes" > 0 and "bookings"."total_kes" > 0)
);
--> statement-breakpoint
ALTER TABLE "booking_rooms" ADD CONSTRAINT "booking_rooms_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_rooms" ADD CONSTRAINT "booking_rooms_room_type_room_types_key_fk" FOREIGN KEY ("room_type") REFERENCES "public"."room_types"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_rooms_booking" ON "booking_rooms" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_rooms_type" ON "booking_rooms" USING btree ("room_type");--> statement-breakpoint
CREATE INDEX "bookings_stay_dates" ON "bookings" USING btree ("check_in","check_out");