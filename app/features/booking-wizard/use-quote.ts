import { useEffect, useState } from "react";
import type { Boarding, RoomTypeKey } from "../../../domain/rooms.ts";
import { readSaid, said, type Said, type Told } from "../../../domain/said.ts";
import type { TaxBreakdown } from "../../../domain/taxes.ts";
import { askForQuote } from "../../quote-request.ts";

/** What POST /api/quote answers (server/bookings/quote-stay.ts). */
export type QuoteAnswer = {
  rooms: {
    type: RoomTypeKey;
    adults: number;
    boarding: Boarding;
    nightlyKes: number | null;
    message: Said | null;
    nights: { date: string; amountKes: number; rule: string }[];
  }[];
  nights: number;
  /** The room nights, every room and night. */
  subtotalKes: number;
  discountKes: number;
  promotion: { code: string; discountKes: number } | null;
  taxes: TaxBreakdown;
  totalKes: number;
  roomsLeft: Partial<Record<RoomTypeKey, number>>;
  /** Why the promotion code sent does not apply (the total is then without it). */
  promotionMessage: Said | null;
  /** The first message that stops a booking: a room's own, or too few rooms left. */
  message: Said | null;
};

export type Quote =
  | { status: "off" }
  | { status: "loading" }
  | { status: "ready"; answer: QuoteAnswer }
  | { status: "failed"; error: Told; retry: () => void };

type Answered = { body: string; answer: QuoteAnswer } | { body: string; error: Told };

/** Waits for the guest to stop changing rooms before asking. */
const DEBOUNCE_MS = 300;

/**
 * The server's quote for a stay (a JSON request body), or "off" for none. Any change of the body
 * drops the last answer at once, so the total reads 0 until the new one arrives (spec section 4:
 * a change resets the total to 0 and recomputes it). A new `asOf` (a price the server says has
 * changed) asks again for the same body, its answer kept on screen meanwhile.
 */
export function useQuote(body: string | null, asOf?: unknown): Quote {
  const [answered, setAnswered] = useState<Answered | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (body === null) return;
    return askForQuote(body, DEBOUNCE_MS, {
      answer: async (response) => {
        const json = (await response.json()) as QuoteAnswer & { said?: unknown };
        setAnswered(
          response.ok
            ? { body, answer: json }
            : { body, error: readSaid(json.said) ?? said.quoteFailed() },
        );
      },
      failed: () => setAnswered({ body, error: said.quoteFailed() }),
    });
  }, [body, attempt, asOf]);

  if (body === null) return { status: "off" };
  if (answered === null || answered.body !== body) return { status: "loading" };
  if ("error" in answered) {
    return {
      status: "failed",
      error: answered.error,
      retry: () => {
        setAnswered(null);
        setAttempt((n) => n + 1);
      },
    };
  }
  return { status: "ready", answer: answered.answer };
}

export function quoteTotal(quote: Quote): number {
  return quote.status === "ready" ? quote.answer.totalKes : 0;
}
