// The wizard's checks: the shared schemas the server's boundary uses, run on Next, Apply and Pay
// and when a kept state is read back. They bring the schema library (about 26 KB compressed), so
// the wizard loads this module when the guest first touches it, not with the page (issue 20).
export { guestDetailsSchema, MpesaPhoneSchema } from "../../../domain/schemas/booking.ts";
export { PromotionCodeSchema } from "../../../domain/schemas/promotions.ts";
export { parseStoredState } from "./stored-state.ts";
