// The domain's fixed texts the booking wizard shows (spec words and the booking API's answers),
// each under its catalog key ("pay_makePayment"): the English wizard catalog takes them, and a
// Kiswahili page recognises them (app/rule-messages.ts) without loading the English catalog.
import { BOOKING_MESSAGES, PAYMENT_MESSAGES } from "../../domain/messages.ts";

type Fixed<P extends string, T> = {
  [K in keyof T as T[K] extends string ? `${P}${K & string}` : never]: string;
};

/** A message group's fixed texts (the built ones left out), each key prefixed. */
function fixedTexts<P extends string, T extends object>(prefix: P, group: T): Fixed<P, T> {
  return Object.fromEntries(
    Object.entries(group)
      .filter((entry): entry is [string, string] => typeof entry[1] === "string")
      .map(([key, text]) => [`${prefix}${key}`, text]),
  ) as Fixed<P, T>;
}

export const WIZARD_FIXED = {
  // The steps' names are a list: the catalog names them one by one.
  ...fixedTexts("book_", BOOKING_MESSAGES),
  ...fixedTexts("pay_", PAYMENT_MESSAGES),
};
