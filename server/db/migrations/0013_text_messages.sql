CREATE TABLE "booking_text_choices" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"sms" boolean NOT NULL,
	"whatsapp" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "text_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "text_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"booking_id" uuid,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"to_number" text NOT NULL,
	"body" text NOT NULL,
	"template" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"provider_id" text,
	"delivery_status" text,
	"delivery_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "text_messages_status" CHECK ("text_messages"."status" in ('pending', 'sending', 'sent', 'failed', 'cancelled')),
	CONSTRAINT "text_messages_kind" CHECK ("text_messages"."kind" in ('booking_confirmed', 'payment_received', 'arrival_reminder', 'booking_cancelled', 'refund_due', 'staff_new_booking', 'staff_attention')),
	CONSTRAINT "text_messages_channel" CHECK ("text_messages"."channel" in ('sms', 'whatsapp')),
	CONSTRAINT "text_messages_delivery_status" CHECK ("text_messages"."delivery_status" is null or "text_messages"."delivery_status" in ('queued', 'sent', 'delivered', 'read', 'failed')),
	CONSTRAINT "text_messages_to_msisdn" CHECK ("text_messages"."to_number" ~ '^254[17][0-9]{8}$'),
	CONSTRAINT "text_messages_attempts_non_negative" CHECK ("text_messages"."attempts" >= 0),
	CONSTRAINT "text_messages_whatsapp_template" CHECK ("text_messages"."channel" <> 'whatsapp' or "text_messages"."template" is not null)
);
--> statement-breakpoint
CREATE TABLE "text_opt_outs" (
	"to_number" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "text_opt_outs_channel" CHECK ("text_opt_outs"."channel" in ('sms', 'whatsapp'))
);
--> statement-breakpoint
ALTER TABLE "booking_text_choices" ADD CONSTRAINT "booking_text_choices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_messages" ADD CONSTRAINT "text_messages_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "text_messages_due" ON "text_messages" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "text_messages_booking" ON "text_messages" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "text_messages_provider_id" ON "text_messages" USING btree ("channel","provider_id");