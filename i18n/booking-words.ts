// A booking's words for the domain's builders (its confirmation's rows, its calendar file) in one
// language, from the "booking" and "common" catalogs: shared by the page that shows a booking
// (app/features/confirmation) and the email that sends it (server/mail/booking-words.ts).
import type { ConfirmationWords } from "../domain/confirmation.ts";
import type { CalendarWords } from "../domain/ical.ts";
import type { MessageKey } from "./catalogs.ts";
import type { MessageValues } from "./format.ts";
import { INTL_LOCALE, type Lang } from "./locales.ts";

type Text = (key: MessageKey, values?: MessageValues) => string;

export function confirmationWordsIn(t: Text, lang: Lang): ConfirmationWords {
  return {
    locale: INTL_LOCALE[lang],
    labels: {
      reference: t("booking.rowReference"),
      checkIn: t("booking.rowCheckIn"),
      checkOut: t("booking.rowCheckOut"),
      nights: t("booking.rowNights"),
      rooms: t("booking.rowRooms"),
      amountPaid: t("booking.rowAmountPaid"),
    },
    roomName: (type) => t(`common.type_${type}`),
    boarding: (boarding) => t(`common.boarding_${boarding}`),
    arriving: (date, time) => t("booking.arriving", { date, time }),
    shareHeading: (name, reference) => t("booking.shareHeading", { name, reference }),
    shareDates: (from, to, nights, time) =>
      t("booking.shareDates", { from, to, nights, time: time ?? "none" }),
    shareWhere: (address, map) => t("booking.shareWhere", { address, map }),
  };
}

export function calendarWordsIn(t: Text): CalendarWords {
  return {
    summary: (motel, reference) => t("booking.calendarSummary", { motel, reference }),
    reference: t("booking.calendarReference"),
    checkIn: t("booking.calendarCheckIn"),
    checkOut: t("booking.calendarCheckOut"),
    rooms: t("booking.calendarRooms"),
    phone: t("booking.calendarPhone"),
    yourBooking: t("booking.calendarYourBooking"),
    at: (date, time) => t("booking.calendarAt", { date, time }),
    or: t("booking.calendarOr"),
  };
}
