-- Notes on bookings become codes with their values (domain/booking-notes.ts), worded when shown.
-- Each line of today's English notes that the site wrote becomes its code; any other line (a
-- staff member's cancel reason, an older wording) is kept as quoted words. The functions go at
-- the end: only this migration uses them.
CREATE FUNCTION motel_note_money(kes text, method text, receipt text) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object(
    'paidKes', replace(kes, ',', '')::integer,
    'method', coalesce(nullif(method, ''), 'none'),
    'receipt', coalesce(nullif(receipt, ''), 'none'))
$$;
--> statement-breakpoint
CREATE FUNCTION motel_note_of_line(line text) RETURNS jsonb
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  m text[];
  paid constant text := 'KES ([0-9,]+)(?: by (\w+))?(?: \(receipt ([^)]*)\))?';
  result constant text := '(?: \(([^:]*): (.*)\))?';
  lost constant text := '^An M-Pesa prompt for KES ([0-9,]+) to (.+) \(account (\S+), sent (\S+)\) may have been paid: the site stopped before it recorded Daraja''s answer\. Check the M-Pesa statement, then record the payment or cancel the booking\. Its rooms ';
BEGIN
  -- A staff cancellation added to an open refund's note: "<note> Cancelled: <reason>".
  m := regexp_match(line, '^(.+\.) Cancelled: (.*)$');
  IF m IS NOT NULL THEN
    RETURN motel_note_of_line(m[1])
      || jsonb_build_array(jsonb_build_object('code', 'staffNotes.cancelledByStaff',
        'params', jsonb_build_object('reason', m[2])));
  END IF;
  IF line = 'Not paid before the hold expired.' THEN
    RETURN jsonb_build_array(jsonb_build_object('code', 'staffNotes.holdExpired'));
  ELSIF line = 'Every payment attempt failed; the hold expired.' THEN
    RETURN jsonb_build_array(jsonb_build_object('code', 'staffNotes.everyAttemptFailed'));
  ELSIF line = 'released by the guest before paying' THEN
    RETURN jsonb_build_array(jsonb_build_object('code', 'staffNotes.releasedByGuest'));
  ELSIF line = 'paid at the desk' THEN
    RETURN jsonb_build_array(jsonb_build_object('code', 'staffNotes.paidAtDesk'));
  ELSIF line = 'Paid after the hold expired; the rooms were still free.' THEN
    RETURN jsonb_build_array(jsonb_build_object('code', 'staffNotes.paidLate'));
  ELSIF line = 'no-show: marked by staff' THEN
    RETURN jsonb_build_array(jsonb_build_object('code', 'staffNotes.noShowByStaff'));
  ELSIF line = 'No refund due any more: the money now pays the booking.' THEN
    RETURN jsonb_build_array(jsonb_build_object('code', 'staffNotes.refundNoLongerDue'));
  END IF;

  m := regexp_match(line, '^Paid KES ([0-9,]+) by (\w+)(?: \(([^)]*)\))?; KES (-?[0-9,]+) to pay\.$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_array(jsonb_build_object('code', 'staffNotes.partPaid',
      'params', motel_note_money(m[1], m[2], m[3])
        || jsonb_build_object('balanceKes', replace(m[4], ',', '')::integer)));
  END IF;
  m := regexp_match(line, '^Paid ' || paid || ', KES ([0-9,]+) more than the bill: refund the difference\.$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_array(jsonb_build_object('code', 'staffNotes.refund_overpaid',
      'params', motel_note_money(m[1], m[2], m[3])
        || jsonb_build_object('extraKes', replace(m[4], ',', '')::integer)));
  END IF;
  m := regexp_match(line, '^Paid twice: refund the payment of ' || paid || '\.$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_array(jsonb_build_object('code', 'staffNotes.refund_paid_twice',
      'params', motel_note_money(m[1], m[2], m[3])
        || jsonb_build_object('extraKes', replace(m[1], ',', '')::integer)));
  END IF;
  m := regexp_match(line, '^Paid ' || paid || ' after the (booking was cancelled: refund|hold expired, less than the bill: refund|booking was marked a no-show: refund, or rebook the guest|hold expired, and the rooms were taken meanwhile: refund)\.$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_array(jsonb_build_object(
      'code', 'staffNotes.refund_' || CASE
        WHEN m[4] LIKE 'booking was cancelled%' THEN 'after_cancel'
        WHEN m[4] LIKE 'hold expired, less%' THEN 'after_expiry'
        WHEN m[4] LIKE 'booking was marked%' THEN 'after_no_show'
        ELSE 'rooms_taken' END,
      'params', motel_note_money(m[1], m[2], m[3])
        || jsonb_build_object('extraKes', replace(m[1], ',', '')::integer)));
  END IF;
  m := regexp_match(line, '^The booking is (\S+) but holds KES ([0-9,]+) paid: refund it\.$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_array(jsonb_build_object('code', 'staffNotes.refund_held_on_close',
      'params', jsonb_build_object('status', replace(m[1], '-', '_'),
        'extraKes', replace(m[2], ',', '')::integer)));
  END IF;
  m := regexp_match(line, '^Rooms held until (\S+) while staff check an M-Pesa prompt\.$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_array(jsonb_build_object('code', 'staffNotes.roomsHeldForCheck',
      'params', jsonb_build_object('untilAt', m[1])));
  END IF;
  m := regexp_match(line, '^The (\w+) payment (\S*) ?was reversed by the provider' || result || ': the booking is no longer paid\. Call the guest, then cancel or take payment again\.$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_array(jsonb_build_object('code', 'staffNotes.attention_reversed',
      'params', jsonb_build_object('provider', m[1], 'receipt', coalesce(nullif(m[2], ''), 'none'),
        'resultCode', coalesce(m[3], 'none'), 'resultDesc', coalesce(m[4], ''))));
  END IF;
  m := regexp_match(line, '^The provider''s answer about the (\w+) payment (\S+) failed our checks' || result || '\. Check the payment with the provider before doing anything\.$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_array(jsonb_build_object('code', 'staffNotes.attention_rejected_answer',
      'params', jsonb_build_object('provider', m[1], 'reference', m[2],
        'resultCode', coalesce(m[3], 'none'), 'resultDesc', coalesce(m[4], ''))));
  END IF;
  m := regexp_match(line, '^The (\w+) receipt (\S*) was already recorded for another payment\. Check with the provider whether this is a second payment\.$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_array(jsonb_build_object('code', 'staffNotes.attention_duplicate_receipt',
      'params', jsonb_build_object('provider', m[1], 'reference', m[2],
        'resultCode', 'none', 'resultDesc', '')));
  END IF;
  m := regexp_match(line, lost || '(stay held until you confirm, cancel, or mark this handled|were sold meanwhile: if it was paid, refund or rebook the guest)\.$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_array(jsonb_build_object(
      'code', CASE WHEN m[5] LIKE 'stay%' THEN 'staffNotes.lostAnswerKept' ELSE 'staffNotes.lostAnswerSold' END,
      'params', jsonb_build_object('amountKes', replace(m[1], ',', '')::integer,
        'phone', CASE WHEN m[2] = 'the guest' THEN 'none' ELSE m[2] END,
        'reference', m[3], 'sentAt', m[4])));
  END IF;
  m := regexp_match(line, '^A refund of KES ([0-9,]+) by (.+) has had no final answer from the provider since (\d{4}-\d\d-\d\d \d\d:\d\d): check it with the provider\.$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_array(jsonb_build_object('code', 'staffNotes.refundLongWait',
      'params', jsonb_build_object('amountKes', replace(m[1], ',', '')::integer,
        'method', CASE m[2] WHEN 'M-Pesa reversal' THEN 'mpesa_reversal'
          WHEN 'M-Pesa to the guest''s phone' THEN 'mpesa_b2c'
          WHEN 'Card refund through Pesapal' THEN 'card_refund' ELSE 'cash' END,
        -- Written in the motel's time (East Africa, UTC+3, no daylight saving).
        'sinceAt', to_char((m[3] || ':00+03')::timestamptz AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))));
  END IF;
  RETURN jsonb_build_array(jsonb_build_object('code', 'staffNotes.quoted',
    'params', jsonb_build_object('text', line)));
END
$$;
--> statement-breakpoint
CREATE FUNCTION motel_notes_of(note text) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_agg(one ORDER BY n, k), '[]'::jsonb)
  FROM unnest(string_to_array(note, E'\n')) WITH ORDINALITY AS line(text, n),
    jsonb_array_elements(motel_note_of_line(line.text)) WITH ORDINALITY AS notes(one, k)
  WHERE line.text <> ''
$$;
--> statement-breakpoint
ALTER TABLE "booking_events" ADD COLUMN "notes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "status_notes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "attention_notes" jsonb;--> statement-breakpoint
UPDATE "booking_events" SET "notes" = motel_notes_of("note") WHERE "note" IS NOT NULL;--> statement-breakpoint
UPDATE "bookings" SET "status_notes" = motel_notes_of("status_note") WHERE "status_note" IS NOT NULL;--> statement-breakpoint
UPDATE "bookings" SET "attention_notes" = motel_notes_of("attention_reason") WHERE "attention_reason" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_events" DROP COLUMN "note";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "status_note";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "attention_reason";--> statement-breakpoint
DROP FUNCTION motel_notes_of(text);--> statement-breakpoint
DROP FUNCTION motel_note_of_line(text);--> statement-breakpoint
DROP FUNCTION motel_note_money(text, text, text);
