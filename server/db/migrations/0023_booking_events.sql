CREATE TABLE "booking_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"booking_id" uuid NOT NULL,
	"code" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"note" text,
	"staff_id" bigint,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_events_booking" ON "booking_events" USING btree ("booking_id","at");--> statement-breakpoint
-- What the bookings' notes say today becomes their first event, so no history starts empty.
INSERT INTO booking_events (booking_id, code, note, at)
SELECT id, 'note', status_note, updated_at FROM bookings WHERE status_note IS NOT NULL;
--> statement-breakpoint
INSERT INTO booking_events (booking_id, code, note, at)
SELECT id, 'attention', attention_reason, coalesce(attention_at, updated_at) FROM bookings
WHERE attention_reason IS NOT NULL;
