import { BookingTaxLines, NightLines } from "../../components/price-lines.tsx";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/my-booking";

import { bookingStatusLabel } from "../../../domain/booking-status.ts";
import type { BookingView } from "../../../domain/booking-view.ts";
import { PAYMENT_MESSAGES } from "../../../domain/messages.ts";
import { formatKes } from "../../../domain/money.ts";
import { BOARDING_LABELS, roomTypeOf } from "../../../domain/rooms.ts";
import { BookingConfirmation } from "../../features/confirmation/booking-confirmation.tsx";
import { originFrom, photosFrom, pageMeta } from "../../seo.ts";
import { findMyBooking } from "./my-booking.server.ts";
import { contentOfMatches, useContent } from "../../content-context.tsx";

export async function action({ request, context }: Route.ActionArgs) {
  const result = await findMyBooking(request, context, new Date());
  return data(result, { status: result.found ? 200 : result.status });
}

export function meta({ matches }: Route.MetaArgs) {
  const motel = contentOfMatches(matches);
  return [
    ...pageMeta({
      title: "Find my booking",
      description: `See your booking at ${motel.name}: dates, rooms, amount and status.`,
      path: "/my-booking",
      origin: originFrom(matches),
      photos: photosFrom(matches),
      siteName: contentOfMatches(matches).name,
    }),
    { name: "robots", content: "noindex" },
  ];
}

export default function MyBooking({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const failed = actionData && !actionData.found ? actionData : undefined;
  return (
    <section className="page-hero page-hero--plain" aria-labelledby="my-booking-title">
      <div className="container page-hero__content find-booking">
        <h1 id="my-booking-title">Find my booking</h1>
        {actionData?.found ? (
          <BookingDetails booking={actionData.booking} />
        ) : (
          <>
            <p>Enter the booking reference from your confirmation and the email you booked with.</p>
            <Form method="post" className="find-booking__form" aria-describedby="find-error">
              <p className="form-field">
                <label htmlFor="find-reference">Booking reference</label>
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
                <label htmlFor="find-email">Email</label>
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
                {busy ? "Finding..." : "Find my booking"}
              </button>
            </Form>
          </>
        )}
      </div>
    </section>
  );
}

function BookingDetails({ booking }: { booking: BookingView }) {
  const motel = useContent();
  return (
    <div className="booking-details">
      <h2>Booking {booking.reference}</h2>
      <p className="booking-details__status">
        Status: <strong>{bookingStatusLabel(booking.status, booking.balanceKes)}</strong>
      </p>
      <BookingConfirmation view={booking} />
      <p className="booking-details__total">
        Total: <strong>{formatKes(booking.totalKes)}</strong>
      </p>
      <BookingTaxLines booking={booking} />
      <h3>Rooms</h3>
      <ul className="booking-details__rooms">
        {booking.rooms.map((room, i) => (
          <li key={i}>
            {roomTypeOf(room.type).name}: {room.adults} {room.adults === 1 ? "adult" : "adults"}
            {room.children > 0 ? `, ${room.children} children` : ""},{" "}
            {BOARDING_LABELS[room.boarding]}
            <NightLines lines={room.lines} label={`Nights of room ${i + 1}`} />
          </li>
        ))}
      </ul>
      {booking.refundDue && <p role="status">{PAYMENT_MESSAGES.lateRefund}</p>}
      <p>
        To change or cancel your booking, call us on{" "}
        {motel.phones.map((phone, i) => (
          <span key={phone.display}>
            {i > 0 ? " or " : ""}
            <a href={`tel:${phone.e164}`}>{phone.display}</a>
          </span>
        ))}
        .
      </p>
    </div>
  );
}
