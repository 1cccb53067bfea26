// A booking's life (PRODUCT.md decision 5): pending (rooms held until the hold expires, while
// payment is awaited) -> confirmed (paid) | expired | failed | cancelled.
export const BOOKING_STATUSES = ["pending", "confirmed", "expired", "failed", "cancelled"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
