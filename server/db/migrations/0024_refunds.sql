CREATE TABLE "refunds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"booking_id" uuid,
	"entry_id" bigint NOT NULL,
	"amount_kes" integer NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"phone" text,
	"originator_conversation_id" text,
	"conversation_id" text,
	"status_query_id" text,
	"receipt" text,
	"result_code" text,
	"result_desc" text,
	"raw" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"follows_id" bigint,
	"reason" text DEFAULT '' NOT NULL,
	"requested_by" bigint,
	"approved_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"timed_out_at" timestamp with time zone,
	"last_asked_at" timestamp with time zone,
	"attention_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "refunds_originator_conversation_id_unique" UNIQUE("originator_conversation_id"),
	CONSTRAINT "refunds_conversation_id_unique" UNIQUE("conversation_id"),
	CONSTRAINT "refunds_status_query_id_unique" UNIQUE("status_query_id"),
	CONSTRAINT "refunds_method_known" CHECK ("refunds"."method" in ('mpesa_reversal', 'mpesa_b2c', 'card_refund', 'cash')),
	CONSTRAINT "refunds_status_known" CHECK ("refunds"."status" in ('awaiting_approval', 'pending', 'paid', 'failed')),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_kes" > 0)
);
--> statement-breakpoint
ALTER TABLE "text_messages" DROP CONSTRAINT "text_messages_kind";--> statement-breakpoint
ALTER TABLE "money_entries" ADD COLUMN "refund_id" bigint;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_entry_id_money_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."money_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_follows_id_refunds_id_fk" FOREIGN KEY ("follows_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_requested_by_staff_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_approved_by_staff_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_open_per_entry" ON "refunds" USING btree ("entry_id") WHERE "refunds"."status" in ('awaiting_approval', 'pending');--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_open_per_booking" ON "refunds" USING btree ("booking_id") WHERE "refunds"."status" in ('awaiting_approval', 'pending');--> statement-breakpoint
CREATE INDEX "refunds_pending" ON "refunds" USING btree ("sent_at") WHERE "refunds"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "money_entries" ADD CONSTRAINT "money_entries_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "money_entries_refund" ON "money_entries" USING btree ("refund_id");--> statement-breakpoint
ALTER TABLE "text_messages" ADD CONSTRAINT "text_messages_kind" CHECK ("text_messages"."kind" in ('booking_confirmed', 'payment_received', 'arrival_reminder', 'booking_cancelled', 'refund_due', 'refund_paid', 'staff_new_booking', 'staff_attention'));