// /admin/bookings: the front desk's list. Refunds still to make come first, whatever the
// filters; the search and filters are a GET form, so a filtered list is a link.
import { Form, Link } from "react-router";
import type { Route } from "./+types/bookings";
import {
  BOOKING_STATUS_LABELS,
  BOOKING_STATUSES,
  bookingStatusLabel,
} from "../../../domain/booking-status.ts";
import { formatKes } from "../../../domain/money.ts";
import { adminMeta } from "../../features/admin/admin-meta.ts";
import { loadBookingsPage } from "./bookings.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadBookingsPage(request, context);
}

export function meta() {
  return adminMeta("Bookings");
}

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
  return (
    <section className="admin-page" aria-labelledby="bookings-title">
      <h1 id="bookings-title">Bookings</h1>
      <p className="desk-buttons">
        <Link className="button button--small" to="/admin/bookings/new">
          New booking
        </Link>
        <Link to="/admin/bookings/occupancy">Occupancy, next 30 days</Link>
      </p>
      {attention.length > 0 && (
        <div className="admin-panel admin-refunds" role="region" aria-labelledby="attention-title">
          <h2 id="attention-title">
            Payments needing attention{" "}
            <span className="admin-badge admin-badge--alert">{attention.length}</span>
          </h2>
          <ul>
            {attention.map((item) => (
              <li key={item.id}>
                <Link to={`/admin/bookings/${item.id}`}>{item.reference}</Link> {item.guest}:{" "}
                {item.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
      {refunds.length > 0 && (
        <div className="admin-panel admin-refunds" role="region" aria-labelledby="refunds-title">
          <h2 id="refunds-title">
            Refunds due <span className="admin-badge admin-badge--alert">{refunds.length}</span>
          </h2>
          <ul>
            {refunds.map((refund) => (
              <li key={refund.id}>
                <Link to={`/admin/bookings/${refund.id}`}>{refund.reference}</Link> {refund.guest},{" "}
                {formatKes(refund.totalKes)}: {refund.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
      {noShows.length > 0 && (
        <div className="admin-panel admin-refunds" role="region" aria-labelledby="no-shows-title">
          <h2 id="no-shows-title">
            Not arrived (no-show candidates){" "}
            <span className="admin-badge admin-badge--alert">{noShows.length}</span>
          </h2>
          <ul>
            {noShows.map((booking) => (
              <li key={booking.id}>
                <Link to={`/admin/bookings/${booking.id}`}>{booking.reference}</Link>{" "}
                {booking.guest}, due {booking.checkIn}
              </li>
            ))}
          </ul>
        </div>
      )}
      <Form method="get" className="admin-panel admin-form-row" role="search">
        <p className="form-field">
          <label htmlFor="bookings-q">Reference, name or phone</label>
          <input id="bookings-q" name="q" type="search" defaultValue={filters.q} />
        </p>
        <p className="form-field">
          <label htmlFor="bookings-status">Status</label>
          <select id="bookings-status" name="status" defaultValue={filters.status ?? ""}>
            <option value="">Any</option>
            {BOOKING_STATUSES.map((status) => (
              <option key={status} value={status}>
                {BOOKING_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </p>
        <p className="form-field">
          <label htmlFor="bookings-needs">Needs</label>
          <select id="bookings-needs" name="needs" defaultValue={filters.needs ?? ""}>
            <option value="">Anything</option>
            <option value="attention">Attention (payment)</option>
            <option value="refund">A refund</option>
          </select>
        </p>
        <p className="form-field">
          <label htmlFor="bookings-from">Staying from</label>
          <input id="bookings-from" name="from" type="date" defaultValue={filters.from ?? ""} />
        </p>
        <p className="form-field">
          <label htmlFor="bookings-to">to</label>
          <input id="bookings-to" name="to" type="date" defaultValue={filters.to ?? ""} />
        </p>
        <p className="form-field">
          <button className="button button--small" type="submit">
            Search
          </button>{" "}
          <Link className="button button--small button--ghost" to="/admin/bookings">
            Clear
          </Link>
        </p>
      </Form>
      {searchError && (
        <p role="alert" className="admin-error">
          {searchError}
        </p>
      )}
      <p role="status">
        {total === 1 ? "1 booking" : `${total} bookings`}
        {pages > 1 ? `, page ${filters.page} of ${pages}` : ""}
      </p>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption className="visually-hidden">Bookings, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Reference</th>
              <th scope="col">Guest</th>
              <th scope="col">Phone</th>
              <th scope="col">Stay</th>
              <th scope="col" className="number">
                Nights
              </th>
              <th scope="col" className="number">
                Rooms
              </th>
              <th scope="col" className="number">
                Total
              </th>
              <th scope="col">Status</th>
              <th scope="col">Checked in</th>
            </tr>
          </thead>
          <tbody>
            {bookings.map((booking) => (
              <tr key={booking.id}>
                <th scope="row" className="admin-nowrap">
                  <Link to={`/admin/bookings/${booking.id}`}>
                    {booking.reference || "No reference"}
                  </Link>
                </th>
                <td className="admin-guest">{booking.guest}</td>
                <td className="admin-nowrap">{booking.phone}</td>
                <td className="admin-nowrap">
                  {booking.checkIn} to {booking.checkOut}
                </td>
                <td className="number">{booking.nights}</td>
                <td className="number">{booking.rooms}</td>
                <td className="number admin-nowrap">{formatKes(booking.totalKes)}</td>
                <td>
                  {bookingStatusLabel(booking.status, booking.balanceKes)}
                  {booking.refundOpen && (
                    <>
                      {" "}
                      <span className="admin-badge admin-badge--alert">Refund due</span>
                    </>
                  )}
                </td>
                <td>{booking.checkedIn ? "Yes" : "No"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav aria-label="Pages of bookings" className="admin-form-row">
          {filters.page > 1 && (
            <Link
              className="button button--small button--ghost"
              to={pageHref(filters, filters.page - 1)}
            >
              Newer
            </Link>
          )}
          {filters.page < pages && (
            <Link
              className="button button--small button--ghost"
              to={pageHref(filters, filters.page + 1)}
            >
              Older
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}
