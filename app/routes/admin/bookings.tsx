// /admin/bookings: the front desk's list. Refunds still to make come first, whatever the
// filters; the search and filters are a GET form, so a filtered list is a link.
import type { ReactNode } from "react";
import { Form, Link } from "react-router";

import type { Route } from "./+types/bookings";
import { BOOKING_STATUSES } from "../../../domain/booking-status.ts";
import { wordNotes, wordTold } from "../../../i18n/said.ts";
import { formatKes } from "../../../domain/money.ts";
import { adminTitle } from "../../features/admin/staff-route.ts";
import { bookingStatusText } from "../../features/admin/booking-status.ts";
import { useT } from "../../i18n.tsx";
import { loadBookingsPage } from "./bookings.server.ts";
import { AdminTable } from "../../features/admin/admin-table.tsx";

export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadBookingsPage(request, context);

export const meta = adminTitle("staffDesk.bookingsTitle");

/** This list's URL with one page number changed, the filters kept. */
function pageHref(filters: Route.ComponentProps["loaderData"]["filters"], page: number) {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.status) params.set("status", filters.status);
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (filters.needs) params.set("needs", filters.needs);
  params.set("page", String(page));
  return `?${params}`;
}

export default function Bookings({ loaderData }: Route.ComponentProps) {
  const { filters, bookings, total, pages, refunds, attention, noShows, searchError } = loaderData;
  const t = useT();
  const link = (id: string) => (chunks: ReactNode[]) => (
    <Link to={`/admin/bookings/${id}`}>{chunks}</Link>
  );
  return (
    <section className="admin-page" aria-labelledby="bookings-title">
      <h1 id="bookings-title">{t("staffDesk.bookingsTitle")}</h1>
      <p className="desk-buttons">
        <Link className="button button--small" to="/admin/bookings/new">
          {t("staffDesk.newBooking")}
        </Link>
        <Link to="/admin/bookings/occupancy">{t("staffDesk.bookingsOccupancyLink")}</Link>
      </p>
      {attention.length > 0 && (
        <div className="admin-panel admin-refunds" role="region" aria-labelledby="attention-title">
          <h2 id="attention-title">
            {t("staffDesk.bookingsAttentionTitle")}{" "}
            <span className="admin-badge admin-badge--alert">{attention.length}</span>
          </h2>
          <ul>
            {attention.map((item) => (
              <li key={item.id}>
                {t.rich("staffDesk.bookingsAttentionItem", {
                  reference: item.reference ?? "",
                  guest: item.guest,
                  reason: wordNotes(t, item.notes),
                  link: link(item.id),
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {refunds.length > 0 && (
        <div className="admin-panel admin-refunds" role="region" aria-labelledby="refunds-title">
          <h2 id="refunds-title">
            {t("staffDesk.bookingsRefundsTitle")}{" "}
            <span className="admin-badge admin-badge--alert">{refunds.length}</span>
          </h2>
          <ul>
            {refunds.map((refund) => (
              <li key={refund.id}>
                {t.rich("staffDesk.bookingsRefundItem", {
                  reference: refund.reference ?? "",
                  guest: refund.guest,
                  amount: formatKes(refund.totalKes),
                  reason: wordNotes(t, refund.notes),
                  link: link(refund.id),
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {noShows.length > 0 && (
        <div className="admin-panel admin-refunds" role="region" aria-labelledby="no-shows-title">
          <h2 id="no-shows-title">
            {t("staffDesk.bookingsNoShowsTitle")}{" "}
            <span className="admin-badge admin-badge--alert">{noShows.length}</span>
          </h2>
          <ul>
            {noShows.map((booking) => (
              <li key={booking.id}>
                {t.rich("staffDesk.bookingsNoShowItem", {
                  reference: booking.reference ?? "",
                  guest: booking.guest,
                  checkIn: booking.checkIn,
                  link: link(booking.id),
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
      <Form method="get" className="admin-panel admin-form-row" role="search">
        <p className="form-field">
          <label htmlFor="bookings-q">{t("staffDesk.bookingsSearchLabel")}</label>
          <input id="bookings-q" name="q" type="search" defaultValue={filters.q} />
        </p>
        <p className="form-field">
          <label htmlFor="bookings-status">{t("staffDesk.status")}</label>
          <select id="bookings-status" name="status" defaultValue={filters.status ?? ""}>
            <option value="">{t("staffDesk.bookingsAnyStatus")}</option>
            {BOOKING_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`staffDesk.status_${status}`)}
              </option>
            ))}
          </select>
        </p>
        <p className="form-field">
          <label htmlFor="bookings-needs">{t("staffDesk.bookingsNeeds")}</label>
          <select id="bookings-needs" name="needs" defaultValue={filters.needs ?? ""}>
            <option value="">{t("staffDesk.bookingsNeedsAnything")}</option>
            <option value="attention">{t("staffDesk.bookingsNeedsAttention")}</option>
            <option value="refund">{t("staffDesk.bookingsNeedsRefund")}</option>
          </select>
        </p>
        <p className="form-field">
          <label htmlFor="bookings-from">{t("staffDesk.bookingsFrom")}</label>
          <input id="bookings-from" name="from" type="date" defaultValue={filters.from ?? ""} />
        </p>
        <p className="form-field">
          <label htmlFor="bookings-to">{t("staffDesk.bookingsTo")}</label>
          <input id="bookings-to" name="to" type="date" defaultValue={filters.to ?? ""} />
        </p>
        <p className="form-field">
          <button className="button button--small" type="submit">
            {t("staffDesk.bookingsSearch")}
          </button>{" "}
          <Link className="button button--small button--ghost" to="/admin/bookings">
            {t("staffDesk.bookingsClear")}
          </Link>
        </p>
      </Form>
      {searchError && (
        <p role="alert" className="admin-error">
          {wordTold(t, searchError)}
        </p>
      )}
      <p role="status">{t("staffDesk.bookingsCount", { total, pages, page: filters.page })}</p>
      <AdminTable
        label={t("staffDesk.bookingsCaption")}
        columns={[
          { label: t("staffDesk.reference") },
          { label: t("staffDesk.guest") },
          { label: t("staffDesk.phone") },
          { label: t("staffDesk.stay") },
          { label: t("staffDesk.nights"), numeric: true },
          { label: t("staffDesk.rooms"), numeric: true },
          { label: t("staffDesk.total"), numeric: true },
          { label: t("staffDesk.status") },
          { label: t("staffDesk.checkedIn") },
        ]}
      >
        {bookings.map((booking) => (
          <tr key={booking.id}>
            <th scope="row" className="admin-nowrap">
              <Link to={`/admin/bookings/${booking.id}`}>
                {booking.reference || t("staffDesk.bookingsNoReference")}
              </Link>
            </th>
            <td className="admin-guest">{booking.guest}</td>
            <td className="admin-nowrap">{booking.phone}</td>
            <td className="admin-nowrap">
              {t("staffDesk.bookingsStay", {
                checkIn: booking.checkIn,
                checkOut: booking.checkOut,
              })}
            </td>
            <td className="number">{booking.nights}</td>
            <td className="number">{booking.rooms}</td>
            <td className="number admin-nowrap">{formatKes(booking.totalKes)}</td>
            <td>
              {bookingStatusText(t, booking.status, booking.balanceKes)}
              {booking.refundOpen && (
                <>
                  {" "}
                  <span className="admin-badge admin-badge--alert">{t("staffDesk.refundDue")}</span>
                </>
              )}
            </td>
            <td>{booking.checkedIn ? t("staffDesk.yes") : t("staffDesk.no")}</td>
          </tr>
        ))}
      </AdminTable>
      {pages > 1 && (
        <nav aria-label={t("staffDesk.bookingsPages")} className="admin-form-row">
          {filters.page > 1 && (
            <Link
              className="button button--small button--ghost"
              to={pageHref(filters, filters.page - 1)}
            >
              {t("staffDesk.bookingsNewer")}
            </Link>
          )}
          {filters.page < pages && (
            <Link
              className="button button--small button--ghost"
              to={pageHref(filters, filters.page + 1)}
            >
              {t("staffDesk.bookingsOlder")}
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}
