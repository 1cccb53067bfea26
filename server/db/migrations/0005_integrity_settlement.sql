ALTER TABLE "payment_attempts" DROP CONSTRAINT "payment_attempts_status_known";--> statement-breakpoint
DROP INDEX "payment_attempts_provider_request";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "attention_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "attention_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "attention_settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "paid_kes" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_card_order" ON "payment_attempts" USING btree ("provider_request_id") WHERE "payment_attempts"."provider" = 'card';--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_status_known" CHECK ("payment_attempts"."status" in ('pending', 'succeeded', 'failed', 'reversed', 'rejected'));