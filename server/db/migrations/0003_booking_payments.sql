CREATE TABLE "payment_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount_kes" integer NOT NULL,
	"phone" text,
	"merchant_reference" text NOT NULL,
	"provider_request_id" text,
	"checkout_request_id" text,
	"receipt" text,
	"payment_account" text,
	"result_code" text,
	"result_desc" text,
	"raw" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"last_queried_at" timestamp with time zone,
	CONSTRAINT "payment_attempts_provider_known" CHECK ("payment_attempts"."provider" in ('mpesa', 'card')),
	CONSTRAINT "payment_attempts_status_known" CHECK ("payment_attempts"."status" in ('pending', 'succeeded', 'failed')),
	CONSTRAINT "payment_attempts_amount_positive" CHECK ("payment_attempts"."amount_kes" > 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "last_name" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "id_number" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "check_in_time" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "special_requests" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_due" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "status_note" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_checkout_request" ON "payment_attempts" USING btree ("checkout_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_merchant_reference" ON "payment_attempts" USING btree ("merchant_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_provider_request" ON "payment_attempts" USING btree ("provider","provider_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_receipt" ON "payment_attempts" USING btree ("provider","receipt");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_one_pending_prompt" ON "payment_attempts" USING btree ("booking_id") WHERE "payment_attempts"."provider" = 'mpesa' and "payment_attempts"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payment_attempts_booking" ON "payment_attempts" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_pending" ON "payment_attempts" USING btree ("status","created_at");