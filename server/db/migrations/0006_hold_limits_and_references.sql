ALTER TABLE "bookings" ADD COLUMN "client_key" text;--> statement-breakpoint
CREATE INDEX "bookings_open_holds_by_client" ON "bookings" USING btree ("client_key") WHERE "bookings"."status" = 'pending';--> statement-breakpoint
-- One spelling of a booking reference, the one M-Pesa shows (its AccountReference takes letters
-- and digits only): GO-7K3M9PQX becomes GO7K3M9PQX. Lookups still accept the dash.
UPDATE "bookings" SET "reference" = replace("reference", '-', '') WHERE "reference" LIKE 'GO-%';
