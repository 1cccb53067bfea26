import { Link } from "react-router";
import { formatKes } from "../../../domain/money.ts";
import {
  partySize,
  type SearchQuery,
  type SearchResult,
  type TypeResult,
} from "../../../domain/search.ts";
import { searchAddress } from "../../../domain/stay-address.ts";
import { AskUs } from "../../components/ask-us.tsx";
import { Picture } from "../../components/picture.tsx";
import { useT, type Translate } from "../../i18n.tsx";
import { boardingName, roomName, shortDate } from "../../room-words.ts";
import { wordSaid } from "../../../i18n/said.ts";
import { bookHref } from "../estimator/book-link.ts";

/** The address of the same search on other dates (on Our Rooms in the page's language). */
function searchHref(t: Translate, query: SearchQuery): string {
  return `${t.path("/accommodation")}?${searchAddress(query)}`;
}

/** Each room type for the dates and guests searched: the stay's total and a Book button. */
export function SearchResults({ result }: { result: SearchResult }) {
  const { query, nights } = result;
  const t = useT();
  return (
    <section className="section search-results" aria-labelledby="search-results-title">
      <div className="container">
        <h2 id="search-results-title">
          {t("rooms.resultsTitle", {
            checkIn: shortDate(t, query.checkIn),
            checkOut: shortDate(t, query.checkOut),
            nights,
            adults: query.adults,
            children: query.children,
          })}
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
  const t = useT();
  const best = type.offers[0];
  const titleId = `search-${type.type}`;
  const name = roomName(t, { key: type.type, name: type.name });
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
          {/* The room page opens on the same dates and party (its estimator reads them). */}
          <Link to={`${t.path(`/room/${type.type}`)}?${searchAddress(query)}`}>{name}</Link>
        </h3>
        {type.reason && <p className="search-result__reason">{wordSaid(t, type.reason)}</p>}
        {type.twoRooms && <p className="search-result__two">{wordSaid(t, type.twoRooms)}</p>}
        {best && !type.soldOut && (
          <>
            <p className="search-result__price">
              {t.rich("rooms.resultTotal", {
                total: () => (
                  <strong className="search-result__total">{formatKes(best.totalKes)}</strong>
                ),
                nights,
                rooms: type.rooms,
              })}
              <span className="search-result__nightly">
                {t("rooms.resultPerNight", { price: formatKes(best.nightlyKes) })}
              </span>
            </p>
            {type.fewLeft && (
              <p className="search-result__left">{t("rooms.fewLeft", { left: type.left })}</p>
            )}
            <ul className="search-result__boardings" aria-label={t("rooms.boardingsOffered")}>
              {type.offers.map((offer) => (
                <li key={offer.boarding}>
                  <span className="search-result__boarding">{boardingName(t, offer.boarding)}</span>
                  <span className="search-result__amount">{formatKes(offer.totalKes)}</span>
                  <Link
                    to={t.path(
                      bookHref({
                        guests: partySize(query),
                        children: query.children,
                        checkIn: query.checkIn,
                        checkOut: query.checkOut,
                        roomType: type.type,
                        boarding: offer.boarding,
                        rooms: type.rooms,
                      }),
                    )}
                    className="button search-result__book"
                    data-event="book_now"
                    data-event-check-in={query.checkIn}
                    data-event-check-out={query.checkOut}
                    data-event-guests={String(partySize(query))}
                  >
                    {t("rooms.book")}
                    <span className="visually-hidden">
                      {" "}
                      {name}, {boardingName(t, offer.boarding)}
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
              <strong>{wordSaid(t, type.soldOut.message)}</strong>
            </p>
            <p>{wordSaid(t, type.soldOut.hint)}</p>
            {(type.soldOut.earlier || type.soldOut.later) && (
              <p className="button-row">
                {[type.soldOut.earlier, type.soldOut.later].map(
                  (dates) =>
                    dates && (
                      <Link
                        key={dates.checkIn}
                        className="button button--ghost"
                        to={searchHref(t, { ...query, ...dates })}
                      >
                        {t("rooms.otherDates", {
                          checkIn: shortDate(t, dates.checkIn),
                          checkOut: shortDate(t, dates.checkOut),
                        })}
                      </Link>
                    ),
                )}
              </p>
            )}
            <AskUs />
          </div>
        )}
      </div>
    </article>
  );
}
