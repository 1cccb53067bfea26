// The browser's side of the booking API (/api/bookings...): every call answers a result, never
// throws. A refusal comes as a code (`said`), which the page words in its language; an answer
// without one (a proxy's page, a program's mistake) stands for the call's own failure. Every
// call says the page's language: the booking keeps it (emails, texts, the card return's address).
import type { BookingView } from "../../../domain/booking-view.ts";
import { readSaid, said, type Said } from "../../../domain/said.ts";
import type { PayRequest } from "../../../domain/schemas/booking.ts";
import { INTL_LOCALE, langOfPath } from "../../../i18n/locales.ts";

export type ApiFailure = {
  ok: false;
  status: number;
  error: Said;
  code?: string;
  /** With PRICE_CHANGED: the server's total, which the guest sees before paying. */
  totalKes?: number;
};
export type ApiResult<T> = ({ ok: true } & T) | ApiFailure;

/** The server's code for a booking whose hold ran out: make a new booking and try again. */
export const HOLD_EXPIRED = "HOLD_EXPIRED";
/** The server's code for rooms gone when the booking was to be made: change rooms or dates. */
export const SOLD_OUT = "SOLD_OUT";
/** The server's code for a total other than the one the guest was shown: show them totalKes. */
export const PRICE_CHANGED = "PRICE_CHANGED";
/** The server's code for a booking that owes nothing (paid elsewhere): show it paid. */
export const PAID = "PAID";

async function call<T>(url: string, init: RequestInit, fallback: Said): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: {
        accept: "application/json",
        "Accept-Language": INTL_LOCALE[langOfPath(globalThis.location?.pathname ?? "/")],
        ...init.headers,
      },
    });
  } catch {
    return { ok: false, status: 0, error: said.networkFailed() };
  }
  const body = (await response.json().catch(() => undefined)) as
    (T & { error?: unknown; said?: unknown; code?: unknown; totalKes?: unknown }) | undefined;
  if (response.ok && body !== undefined) return { ok: true, ...body };
  return {
    ok: false,
    status: response.status,
    error: readSaid(body?.said) ?? fallback,
    ...(typeof body?.code === "string" ? { code: body.code } : {}),
    ...(typeof body?.totalKes === "number" ? { totalKes: body.totalKes } : {}),
  };
}

const postJson = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

/** The booking (bookingRequest) with the total the guest was shown. */
export function createBooking(request: object & PayRequest) {
  return call<{ booking: BookingView }>("/api/bookings", postJson(request), said.bookingFailed());
}

/** "Cancel this booking": releases an unpaid booking's rooms. */
export function releaseBooking(bookingId: string) {
  return call<{ booking: BookingView }>(
    `/api/bookings/${encodeURIComponent(bookingId)}/release`,
    postJson({}),
    said.releaseFailed(),
  );
}

/** Sends the M-Pesa prompt to +254 and these 9 digits. */
export function requestMpesa(bookingId: string, phone: string, pay: PayRequest) {
  return call<{ booking: BookingView }>(
    `/api/bookings/${encodeURIComponent(bookingId)}/mpesa`,
    postJson({ phone, ...pay }),
    said.mpesaFailed(),
  );
}

/** Orders a card payment: the provider's page to show in the frame. */
export function requestCard(bookingId: string, pay: PayRequest) {
  return call<{ redirectUrl: string; booking: BookingView }>(
    `/api/bookings/${encodeURIComponent(bookingId)}/card`,
    postJson(pay),
    said.cardProblem(),
  );
}

export function fetchBooking(bookingId: string) {
  return call<{ booking: BookingView }>(
    `/api/bookings/${encodeURIComponent(bookingId)}`,
    { method: "GET" },
    said.networkFailed(),
  );
}

export const POLL_MS = 3000;

/**
 * Follows a booking: Server-Sent Events (one `booking` event at connect and at every change),
 * and polling every 3 s when the stream fails (a proxy that buffers, an old browser). Returns
 * the function that stops following.
 */
export function watchBooking(bookingId: string, onView: (view: BookingView) => void): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let source: EventSource | undefined;

  const poll = async () => {
    if (stopped) return;
    const result = await fetchBooking(bookingId);
    if (stopped) return;
    if (result.ok) onView(result.booking);
    timer = setTimeout(poll, POLL_MS);
  };

  if (typeof EventSource === "function") {
    source = new EventSource(`/api/bookings/${encodeURIComponent(bookingId)}/events`);
    source.addEventListener("booking", (event) => {
      try {
        onView(JSON.parse((event as MessageEvent<string>).data) as BookingView);
      } catch {
        // a damaged event: the next one carries the whole booking again
      }
    });
    source.onerror = () => {
      // EventSource would reconnect by itself; polling is steadier on a flaky network.
      source?.close();
      source = undefined;
      void poll();
    };
  } else {
    void poll();
  }

  return () => {
    stopped = true;
    source?.close();
    clearTimeout(timer);
  };
}
