CREATE TABLE "mpesa_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trans_id" text NOT NULL,
	"source" text NOT NULL,
	"amount_kes" integer NOT NULL,
	"bill_ref" text DEFAULT '' NOT NULL,
	"trans_time" text,
	"payer" text,
	"first_name" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"booking_id" uuid,
	"attempt_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"raw" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" bigint,
	CONSTRAINT "mpesa_payments_trans_id_unique" UNIQUE("trans_id"),
	CONSTRAINT "mpesa_payments_source_known" CHECK ("mpesa_payments"."source" in ('paybill', 'stk')),
	CONSTRAINT "mpesa_payments_status_known" CHECK ("mpesa_payments"."status" in ('matched', 'unmatched', 'refund')),
	CONSTRAINT "mpesa_payments_amount_positive" CHECK ("mpesa_payments"."amount_kes" > 0),
	CONSTRAINT "mpesa_payments_matched_has_attempt" CHECK ("mpesa_payments"."status" <> 'matched' or "mpesa_payments"."attempt_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "mpesa_payments" ADD CONSTRAINT "mpesa_payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mpesa_payments" ADD CONSTRAINT "mpesa_payments_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mpesa_payments" ADD CONSTRAINT "mpesa_payments_resolved_by_staff_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mpesa_payments_status" ON "mpesa_payments" USING btree ("status","received_at");--> statement-breakpoint
CREATE INDEX "mpesa_payments_booking" ON "mpesa_payments" USING btree ("booking_id");