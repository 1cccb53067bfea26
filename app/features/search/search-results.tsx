import { Link } from "react-router";
import { formatKsh } from "../../../domain/money.ts";
import { BOARDING_LABELS } from "../../../domain/rooms.ts";
import type { SearchResult, TypeResult } from "../../../domain/search.ts";
import { AskUs } from "../../components/ask-us.tsx";
import { Picture } from "../../components/picture.tsx";
import { plural, shortDateText } from "../booking-wizard/format.ts";
import { bookHref } from "../estimator/book-link.ts";

/** The address of the same search on other dates. */
function searchHref(checkIn: string, checkOut: string, guests: number): string {
  return `/accommodation?${new URLSearchParams({ checkIn, checkOut, guests: String(guests) })}`;
}

/** Each room type for the dates and guests searched: the stay's total and a Book button. */
export function SearchResults({ result }: { result: SearchResult }) {
  const { query, nights } = result;
  return (
    <section className="section search-results" aria-labelledby="search-results-title">
      <div className="container">
        <h2 id="search-results-title">
          {shortDateText(query.checkIn)} to {shortDateText(query.checkOut)}:{" "}
          {plural(nights, "night", "nights")}, {plural(query.guests, "guest", "guests")}
        </h2>
        <ul className="search-results__list">
          {result.types.map((type) => (
            <li key={type.type}>
              <TypeCard type={type} result={result} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function TypeCard({ type, result }: { type: TypeResult; result: SearchResult }) {
  const { query, nights } = result;
  const best = type.offers[0];
  const titleId = `search-${type.type}`;
  return (
    <article className="search-result" aria-labelledby={titleId} data-room-type={type.type}>
      <Picture
        slot={`room-${type.type}`}
        sizes="(min-width: 700px) 220px, 100vw"
        className="search-result__image"
        decorative
      />
      <div className="search-result__body">
        <h3 id={titleId}>
          <Link to={`/room/${type.type}`}>{type.name}</Link>
        </h3>
        {type.reason && <p className="search-result__reason">{type.reason}</p>}
        {type.twoRooms && <p className="search-result__two">{type.twoRooms}</p>}
        {best && !type.soldOut && (
          <>
            <p className="search-result__price">
              <strong className="search-result__total">{formatKsh(best.totalKes)}</strong> for{" "}
              {plural(nights, "night", "nights")}
              {type.rooms > 1 && ` in ${type.rooms} rooms`}
              <span className="search-result__nightly">{formatKsh(best.nightlyKes)} per night</span>
            </p>
            {type.leftText && <p className="search-result__left">{type.leftText}</p>}
            <ul className="search-result__boardings" aria-label="Boardings offered">
              {type.offers.map((offer) => (
                <li key={offer.boarding}>
                  <span className="search-result__boarding">{BOARDING_LABELS[offer.boarding]}</span>
                  <span className="search-result__amount">{formatKsh(offer.totalKes)}</span>
                  <Link
                    to={bookHref({
                      guests: query.guests,
                      checkIn: query.checkIn,
                      checkOut: query.checkOut,
                      roomType: type.type,
                      boarding: offer.boarding,
                      rooms: type.rooms,
                    })}
                    className="button search-result__book"
                    data-event="book_now"
                    data-event-check-in={query.checkIn}
                    data-event-check-out={query.checkOut}
                    data-event-guests={String(query.guests)}
                  >
                    Book
                    <span className="visually-hidden">
                      {" "}
                      {type.name}, {BOARDING_LABELS[offer.boarding]}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
        {type.soldOut && (
          <div className="search-result__sold-out">
            <p>
              <strong>{type.soldOut.message}</strong>
            </p>
            {type.soldOut.earlier || type.soldOut.later ? (
              <>
                <p>{type.soldOut.hint}</p>
                <p className="button-row">
                  {[type.soldOut.earlier, type.soldOut.later].map(
                    (dates) =>
                      dates && (
                        <Link
                          key={dates.checkIn}
                          className="button button--ghost"
                          to={searchHref(dates.checkIn, dates.checkOut, query.guests)}
                        >
                          {shortDateText(dates.checkIn)} to {shortDateText(dates.checkOut)}
                        </Link>
                      ),
                  )}
                </p>
                <AskUs />
              </>
            ) : (
              <>
                <p>{type.soldOut.hint}</p>
                <AskUs />
              </>
            )}
          </div>
        )}
      </div>
    </article>
  );
}
