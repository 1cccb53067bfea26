// The booking's latest M-Pesa prompt, as the bill on /admin/bookings/:id shows it beside
// "Send the M-Pesa prompt again": its state, the phone it went to and the provider's words.
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { paymentAttempts } from "../db/schema/bookings.ts";

/** The newest M-Pesa payment attempt of the booking, or undefined when it has none. */
export async function latestMpesaPrompt(db: Db, bookingId: string) {
  const [prompt] = await db
    .select({
      status: paymentAttempts.status,
      phone: paymentAttempts.phone,
      resultDesc: paymentAttempts.resultDesc,
    })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.bookingId, bookingId), eq(paymentAttempts.provider, "mpesa")))
    .orderBy(desc(paymentAttempts.createdAt))
    .limit(1);
  return prompt;
}
