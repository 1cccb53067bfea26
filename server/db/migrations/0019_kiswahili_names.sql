ALTER TABLE "booking_nights" ADD COLUMN "rule_sw" text;--> statement-breakpoint
ALTER TABLE "holiday_edits" ADD COLUMN "name_sw" text;--> statement-breakpoint
ALTER TABLE "rate_periods" ADD COLUMN "name_sw" text;--> statement-breakpoint
ALTER TABLE "tax_lines" ADD COLUMN "name_sw" text;--> statement-breakpoint
ALTER TABLE "weekday_rules" ADD COLUMN "name_sw" text;--> statement-breakpoint
UPDATE "tax_lines" SET "name_sw" = 'Tozo ya utalii' WHERE "name" = 'Tourism levy' AND "name_sw" IS NULL;--> statement-breakpoint
UPDATE "tax_lines" SET "name_sw" = 'VAT' WHERE "name" = 'VAT' AND "name_sw" IS NULL;