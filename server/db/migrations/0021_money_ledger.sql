CREATE TABLE "money_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "money_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"booking_id" uuid,
	"kind" text NOT NULL,
	"direction" integer NOT NULL,
	"amount_kes" integer NOT NULL,
	"method" text NOT NULL,
	"source" text NOT NULL,
	"provider" text,
	"receipt" text,
	"reference" text,
	"attempt_id" uuid,
	"corrects_id" bigint,
	"staff_id" bigint,
	"payer" text,
	"note" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "money_entries_kind_known" CHECK ("money_entries"."kind" in ('payment', 'refund', 'reversal', 'allocation')),
	CONSTRAINT "money_entries_method_known" CHECK ("money_entries"."method" in ('mpesa', 'card', 'cash', 'bank_transfer')),
	CONSTRAINT "money_entries_source_known" CHECK ("money_entries"."source" in ('stk', 'card', 'paybill', 'desk', 'staff', 'refund', 'migration')),
	CONSTRAINT "money_entries_provider_known" CHECK ("money_entries"."provider" is null or "money_entries"."provider" in ('mpesa', 'pesapal')),
	CONSTRAINT "money_entries_amount_positive" CHECK ("money_entries"."amount_kes" > 0),
	CONSTRAINT "money_entries_direction" CHECK ("money_entries"."direction" in (1, -1)),
	CONSTRAINT "money_entries_kind_direction" CHECK (("money_entries"."kind" = 'payment' and "money_entries"."direction" = 1)
        or ("money_entries"."kind" in ('refund', 'reversal') and "money_entries"."direction" = -1)
        or "money_entries"."kind" = 'allocation'),
	CONSTRAINT "money_entries_receipt_has_provider" CHECK ("money_entries"."receipt" is null or "money_entries"."provider" is not null)
);
--> statement-breakpoint
CREATE TABLE "provider_inbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_inbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"body" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"outcome" text,
	"tries" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"retry_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mpesa_payments" DROP CONSTRAINT "mpesa_payments_matched_has_attempt";--> statement-breakpoint
ALTER TABLE "money_entries" ADD CONSTRAINT "money_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_entries" ADD CONSTRAINT "money_entries_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_entries" ADD CONSTRAINT "money_entries_corrects_id_money_entries_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."money_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_entries" ADD CONSTRAINT "money_entries_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "money_entries_receipt" ON "money_entries" USING btree ("provider","receipt");--> statement-breakpoint
CREATE UNIQUE INDEX "money_entries_attempt_payment" ON "money_entries" USING btree ("attempt_id") WHERE "money_entries"."kind" = 'payment';--> statement-breakpoint
CREATE UNIQUE INDEX "money_entries_corrects" ON "money_entries" USING btree ("corrects_id","kind");--> statement-breakpoint
CREATE INDEX "money_entries_booking" ON "money_entries" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "money_entries_at" ON "money_entries" USING btree ("at");--> statement-breakpoint
CREATE INDEX "provider_inbox_waiting" ON "provider_inbox" USING btree ("received_at") WHERE "provider_inbox"."processed_at" is null;--> statement-breakpoint
ALTER TABLE "mpesa_payments" ADD CONSTRAINT "mpesa_payments_matched_has_booking" CHECK ("mpesa_payments"."status" <> 'matched' or "mpesa_payments"."booking_id" is not null);--> statement-breakpoint
-- The ledger is written once (decision 023): a correction is a new entry. Only what is not money
-- may change: a receipt (with whose it is) that arrives after its payment (null to a value, once), and the staff id
-- set to null when an account is removed (the foreign key's ON DELETE SET NULL).
CREATE FUNCTION money_entries_written_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'money_entries are written once: an entry is never deleted';
  END IF;
  IF (to_jsonb(NEW) - 'staff_id' - 'receipt' - 'provider') <> (to_jsonb(OLD) - 'staff_id' - 'receipt' - 'provider')
     OR (NEW.staff_id IS NOT NULL AND NEW.staff_id IS DISTINCT FROM OLD.staff_id)
     OR (OLD.receipt IS NOT NULL AND NEW.receipt IS DISTINCT FROM OLD.receipt)
     OR (OLD.provider IS NOT NULL AND NEW.provider IS DISTINCT FROM OLD.provider) THEN
    RAISE EXCEPTION 'money_entries are written once: a correction is a new entry';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER money_entries_written_once BEFORE UPDATE OR DELETE ON money_entries
  FOR EACH ROW EXECUTE FUNCTION money_entries_written_once();
--> statement-breakpoint
-- Today's money moves in. Payments the website's prompts and card orders brought, and Paybill
-- payments (recorded as payment attempts before the ledger), each with its receipt.
INSERT INTO money_entries
  (booking_id, kind, direction, amount_kes, method, source, provider, receipt, attempt_id, payer, detail, at)
SELECT a.booking_id, 'payment', 1, coalesce(a.paid_kes, a.amount_kes),
  CASE a.provider WHEN 'mpesa' THEN 'mpesa' ELSE 'card' END,
  CASE
    WHEN a.provider = 'card' THEN 'card'
    WHEN EXISTS (SELECT 1 FROM mpesa_payments m WHERE m.attempt_id = a.id AND m.source = 'paybill') THEN 'paybill'
    ELSE 'stk'
  END,
  CASE WHEN a.receipt IS NULL THEN NULL WHEN a.provider = 'mpesa' THEN 'mpesa' ELSE 'pesapal' END,
  a.receipt, a.id, a.payment_account, '{"migrated": "payment_attempts"}'::jsonb,
  coalesce(a.completed_at, a.updated_at)
FROM payment_attempts a
WHERE a.status IN ('succeeded', 'reversed')
ORDER BY coalesce(a.completed_at, a.updated_at), a.id;
--> statement-breakpoint
-- A payment the provider took back: the payment stays, its reversal goes out.
INSERT INTO money_entries
  (booking_id, kind, direction, amount_kes, method, source, attempt_id, corrects_id, detail, at)
SELECT e.booking_id, 'reversal', -1, e.amount_kes, e.method, e.source, e.attempt_id, e.id,
  '{"migrated": "payment_attempts"}'::jsonb, coalesce(a.completed_at, a.updated_at)
FROM money_entries e JOIN payment_attempts a ON a.id = e.attempt_id
WHERE a.status = 'reversed' AND e.kind = 'payment';
--> statement-breakpoint
-- M-Pesa money staff have not matched to a booking yet (or marked to give back).
INSERT INTO money_entries
  (booking_id, kind, direction, amount_kes, method, source, provider, receipt, payer, detail, at)
SELECT NULL, 'payment', 1, m.amount_kes, 'mpesa', m.source, 'mpesa', m.trans_id, m.payer,
  '{"migrated": "mpesa_payments"}'::jsonb, m.received_at
FROM mpesa_payments m
WHERE m.status IN ('unmatched', 'refund')
  AND NOT EXISTS (SELECT 1 FROM money_entries e WHERE e.provider = 'mpesa' AND e.receipt = m.trans_id)
ORDER BY m.received_at;
--> statement-breakpoint
-- Money taken and given back at the desk. An M-Pesa receipt typed at the desk that the ledger
-- already holds (the same money counted twice before the ledger) keeps its amount, so no bill
-- changes, but not the receipt: it is marked for staff to look at.
INSERT INTO money_entries
  (booking_id, kind, direction, amount_kes, method, source, provider, receipt, reference, staff_id, note, detail, at)
SELECT p.booking_id, p.kind, CASE p.kind WHEN 'payment' THEN 1 ELSE -1 END, p.amount_kes, p.method, 'desk',
  CASE WHEN p.is_receipt AND NOT p.counted THEN 'mpesa' END,
  CASE WHEN p.is_receipt AND NOT p.counted THEN p.reference END,
  CASE WHEN p.is_receipt AND NOT p.counted THEN NULL ELSE p.reference END,
  p.staff_id, p.note,
  jsonb_build_object('migrated', 'folio_payments', 'receiptCountedTwice', p.is_receipt AND p.counted),
  p.at
FROM (
  SELECT f.*,
    (f.method = 'mpesa' AND f.kind = 'payment' AND f.reference IS NOT NULL) AS is_receipt,
    EXISTS (SELECT 1 FROM money_entries e WHERE e.provider = 'mpesa' AND e.receipt = f.reference) AS counted
  FROM folio_payments f
) p
ORDER BY p.at, p.id;
