import type { ReactNode } from "react";
import { BookingTaxLines, NightLines } from "../../components/price-lines.tsx";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/my-booking";

import { statusReading, type BookingStatus } from "../../../domain/booking-status.ts";
import type { BookingView } from "../../../domain/booking-view.ts";
import { formatKes } from "../../../domain/money.ts";
import type { MessageKey } from "../../../i18n/catalogs.ts";
import {
  BookingConfirmation,
  confirmationWords,
  PhoneLinks,
} from "../../features/confirmation/booking-confirmation.tsx";
import { langFrom, originFrom, photosFrom, pageMeta } from "../../seo.ts";
import { findMyBooking } from "./my-booking.server.ts";
import { contentOfMatches } from "../../content-context.tsx";
import { translateMatches, useT, type Translate } from "../../i18n.tsx";
import { pageLang, pageMessages } from "../../i18n.server.ts";

export function loader({ request }: Route.LoaderArgs) {
  return { messages: pageMessages(request, ["booking"]) };
}

// The form posts to the page's own address, so /sw/my-booking answers in Kiswahili.
export async function action({ request, context }: Route.ActionArgs) {
  const result = await findMyBooking(request, context, new Date(), pageLang(request));
  return data(result, { status: result.found ? 200 : result.status });
}

export function meta({ matches, location }: Route.MetaArgs) {
  const motel = contentOfMatches(matches);
  const t = translateMatches(matches, location);
  return [
    ...pageMeta({
      title: t("booking.title"),
      description: t("booking.description", { name: motel.name }),
      path: "/my-booking",
      origin: originFrom(matches),
      photos: photosFrom(matches),
      siteName: motel.name,
      lang: langFrom(matches),
    }),
    { name: "robots", content: "noindex" },
  ];
}

export default function MyBooking({ actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const failed = actionData && !actionData.found ? actionData : undefined;
  return (
    <section className="page-hero page-hero--plain" aria-labelledby="my-booking-title">
      <div className="container page-hero__content find-booking">
        <h1 id="my-booking-title">{t("booking.title")}</h1>
        {actionData?.found ? (
          <BookingDetails booking={actionData.booking} />
        ) : (
          <>
            <p>{t("booking.intro")}</p>
            <Form method="post" className="find-booking__form" aria-describedby="find-error">
              <p className="form-field">
                <label htmlFor="find-reference">{t("booking.reference")}</label>
                <input
                  id="find-reference"
                  name="reference"
                  required
                  autoComplete="off"
                  placeholder="GOXXXXXXXX"
                  defaultValue={failed?.reference}
                  aria-invalid={failed ? true : undefined}
                />
              </p>
              <p className="form-field">
                <label htmlFor="find-email">{t("booking.email")}</label>
                <input
                  id="find-email"
                  name="email"
                  type="email"
                  required
                  autoComplete="email"
                  defaultValue={failed?.email}
                  aria-invalid={failed ? true : undefined}
                />
              </p>
              <div id="find-error" role="alert">
                {failed && <p className="form-alert form-alert--error">{failed.error}</p>}
              </div>
              <button type="submit" className="button" disabled={busy}>
                {busy ? t("booking.finding") : t("booking.find")}
              </button>
            </Form>
          </>
        )}
      </div>
    </section>
  );
}

const STATUS_KEYS: Record<BookingStatus, MessageKey> = {
  pending: "booking.statusPending",
  confirmed: "booking.statusConfirmed",
  expired: "booking.statusExpired",
  failed: "booking.statusFailed",
  cancelled: "booking.statusCancelled",
  no_show: "booking.statusNoShow",
};

/** What guests read for a booking's status (domain/booking-status.ts's, in the page's language). */
function statusText(t: Translate, booking: BookingView): string {
  const reading = statusReading(booking.status, booking.balanceKes);
  return reading === "to_pay"
    ? t("booking.statusToPay", { amount: formatKes(booking.balanceKes) })
    : t(STATUS_KEYS[reading]);
}

function BookingDetails({ booking }: { booking: BookingView }) {
  const t = useT();
  const words = confirmationWords(t);
  const bold = (chunks: ReactNode[]) => <strong>{chunks}</strong>;
  return (
    <div className="booking-details">
      <h2>{t("booking.bookingTitle", { reference: booking.reference })}</h2>
      <p className="booking-details__status">
        {t.rich("booking.status", { status: statusText(t, booking), b: bold })}
      </p>
      <BookingConfirmation view={booking} />
      <p className="booking-details__total">
        {t.rich("booking.total", { amount: formatKes(booking.totalKes), b: bold })}
      </p>
      <BookingTaxLines booking={booking} />
      <h3>{t("booking.rooms")}</h3>
      <ul className="booking-details__rooms">
        {booking.rooms.map((room, i) => (
          <li key={i}>
            {t("booking.roomLine", {
              room: words.roomName(room.type),
              adults: room.adults,
              children: room.children,
              boarding: words.boarding(room.boarding),
            })}
            <NightLines lines={room.lines} label={t("booking.nightsOfRoom", { number: i + 1 })} />
          </li>
        ))}
      </ul>
      {booking.refundDue && <p role="status">{t("booking.lateRefund")}</p>}
      <p>{t.rich("booking.changeOrCancel", { phones: () => <PhoneLinks /> })}</p>
    </div>
  );
}
