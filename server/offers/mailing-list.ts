// The Special Offer list: an address is stored once (whatever its letter case) with the consent
// wording the visitor saw, and its thank-you email is queued in the same transaction.
import { and, count, desc, eq, sql } from "drizzle-orm";
import { OFFER_CONSENT_TEXT, OfferEmailSchema } from "../../domain/schemas/offer.ts";
import type { Db } from "../db/client.ts";
import { outbox } from "../db/schema/mail.ts";
import { mailingList } from "../db/schema/messages.ts";
import { queueEmail } from "../mail/outbox.ts";
import { OFFER_THANK_YOU, offerThankYouEmail } from "../mail/templates.ts";
import { hitRateLimit } from "../http/rate-limit.ts";
import { recordStaffAction } from "../staff/audit.ts";
import { isValidUnsubscribeToken, unsubscribeUrl } from "./unsubscribe-token.ts";
import { toldOfMessage, type Told } from "../../domain/said.ts";

export type SubscribeResult =
  | { ok: true; added: boolean }
  | { ok: false; code: "invalid"; message: Told }
  | { ok: false; code: "rate_limited" };

const HOUR_MS = 60 * 60 * 1000;

export async function subscribeToOffers(
  db: Db,
  input: Record<string, unknown>,
  options: {
    clientKey: string;
    limitPerHour: number;
    publicUrl: string;
    secret: string;
    now?: Date;
  },
): Promise<SubscribeResult> {
  const now = options.now ?? new Date();
  const parsed = OfferEmailSchema.safeParse(input);
  if (!parsed.success) {
    return { ok: false, code: "invalid", message: toldOfMessage(parsed.error.issues[0]!.message) };
  }
  const { email } = parsed.data;
  return db.transaction(async (tx): Promise<SubscribeResult> => {
    const allowed = await hitRateLimit(tx, {
      bucket: "offer",
      key: options.clientKey,
      limit: options.limitPerHour,
      windowMs: HOUR_MS,
      now,
    });
    if (!allowed) return { ok: false, code: "rate_limited" };
    const inserted = await tx
      .insert(mailingList)
      .values({ email, subscribedAt: now, consentText: OFFER_CONSENT_TEXT })
      .onConflictDoNothing()
      .returning({ id: mailingList.id });
    // Already on the list: the visitor still succeeds, and gets no second thank-you.
    if (inserted.length === 0) return { ok: true, added: false };
    await queueEmail(
      tx,
      offerThankYouEmail(email, unsubscribeUrl(options.publicUrl, options.secret, email)),
      now,
    );
    return { ok: true, added: true };
  });
}

/** Removes an address from the list when its token is right; true when the token was valid. */
export async function unsubscribeFromOffers(
  db: Db,
  { email, token, secret }: { email: string; token: string; secret: string },
): Promise<boolean> {
  if (!email || !token || !isValidUnsubscribeToken(secret, email, token)) return false;
  const address = email.trim();
  await db.transaction((tx) => removeAddress(tx, address));
  return true;
}

/** Takes an address off the list (any letter case). Call inside the transaction that decides it. */
async function removeAddress(tx: Db, address: string): Promise<void> {
  await tx.delete(mailingList).where(sql`lower(${mailingList.email}) = lower(${address})`);
  // Its marketing mail goes too: unsent ones must not go out, sent ones hold the address.
  await tx
    .delete(outbox)
    .where(
      and(eq(outbox.kind, OFFER_THANK_YOU), sql`lower(${outbox.toAddress}) = lower(${address})`),
    );
}

/**
 * Staff delete an entry (a guest asked by phone, a typo): as an unsubscribe, recorded in the
 * staff audit. Returns the address removed, or undefined when the entry was already gone.
 */
export async function deleteMailingEntry(
  db: Db,
  id: number,
  staff: { id: number },
  now = new Date(),
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .select({ email: mailingList.email })
      .from(mailingList)
      .where(eq(mailingList.id, id))
      .for("update");
    if (!entry) return undefined;
    await removeAddress(tx, entry.email);
    await recordStaffAction(
      tx,
      // Not the address: it is gone on request, the audit trail must not keep it.
      { staffId: staff.id, action: "mailing.delete", subject: `mailing:${id}` },
      now,
    );
    return entry.email;
  });
}

export type MailingEntry = { id: number; email: string; subscribedAt: Date };

/** One page of the list as the staff table shows it, newest first, and how many there are. */
export async function pageOfMailingList(
  db: Db,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ entries: MailingEntry[]; total: number }> {
  const [entries, [counted]] = await Promise.all([
    db
      .select({
        id: mailingList.id,
        email: mailingList.email,
        subscribedAt: mailingList.subscribedAt,
      })
      .from(mailingList)
      .orderBy(desc(mailingList.subscribedAt), desc(mailingList.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(mailingList),
  ]);
  return { entries, total: counted?.total ?? 0 };
}

/** The list as staff see it: the spec's entry (email, date in milliseconds). */
export async function listMailingList(db: Db): Promise<{ email: string; date: number }[]> {
  const rows = await db
    .select({ email: mailingList.email, subscribedAt: mailingList.subscribedAt })
    .from(mailingList)
    .orderBy(mailingList.subscribedAt);
  return rows.map((row) => ({ email: row.email, date: row.subscribedAt.getTime() }));
}
