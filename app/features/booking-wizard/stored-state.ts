// The wizard's kept state read back through a schema, so an old or damaged copy is dropped rather
// than trusted. Loaded with the wizard's other schemas on first use (checks.ts), not with the page.
import { z } from "../../../domain/zod.ts";
import { GUEST_LIMITS } from "../../../domain/booking-limits.ts";
import { MAX_ROOMS_PER_STAY, RoomRequestSchema } from "../../../domain/schemas/quote.ts";
import type { WizardState } from "./wizard-state.ts";

const text = (max: number) => z.string().max(max);

const StoredStateSchema = z.object({
  // Step 4 is never kept: the state is cleared once the booking is paid.
  step: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  details: z.object({
    firstName: text(GUEST_LIMITS.nameMax * 2),
    lastName: text(GUEST_LIMITS.nameMax * 2),
    email: text(GUEST_LIMITS.email * 2),
    phone: text(40),
    idNumber: text(GUEST_LIMITS.idMax * 2),
    checkIn: text(10),
    checkOut: text(10),
    checkInTime: text(5),
    specialRequests: text(GUEST_LIMITS.specialRequests * 2),
    promotionCode: text(60).default(""),
    textBySms: z.enum(["", "yes", "no"]).default(""),
    textByWhatsapp: z.enum(["", "yes", "no"]).default(""),
  }),
  rooms: z.array(RoomRequestSchema).min(1).max(MAX_ROOMS_PER_STAY),
  tab: z.enum(["mpesa", "card"]),
  mpesaPhone: text(20),
  booking: z.object({ id: z.uuid(), fingerprint: text(40) }).nullable(),
});

/** The state kept from earlier in this tab, if any and still readable. */
export function parseStoredState(json: string | null): WizardState | undefined {
  if (json === null) return undefined;
  try {
    const parsed = StoredStateSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined; // not JSON
  }
}
