import { useId, useState } from "react";
import { useNavigate } from "react-router";
import type { StayWindow } from "../../../domain/schemas/quote.ts";
import { MAX_SEARCH_GUESTS } from "../../../domain/rooms.ts";
import { addDays } from "../../../domain/stay.ts";
import { checkOutAfter } from "../estimator/book-link.ts";
import { useT } from "../../i18n.tsx";

export type SearchValues = { checkIn: string; checkOut: string; guests: string };

/** The estimator's default stay (tonight, leaving tomorrow) for two guests. */
export function defaultSearch(window: StayWindow): SearchValues {
  return { checkIn: window.today, checkOut: addDays(window.today, 1), guests: "2" };
}

/**
 * Dates first: check-in, check-out and guests, sent as a GET form to /accommodation (works
 * without JavaScript, and the results' address can be shared). Native date inputs: no picker
 * library on the page.
 */
export function SearchBar({
  window,
  values = defaultSearch(window),
  className = "",
}: {
  window: StayWindow;
  values?: SearchValues;
  className?: string;
}) {
  const id = useId();
  const t = useT();
  const navigate = useNavigate();
  const [checkIn, setCheckIn] = useState(values.checkIn);
  const [checkOut, setCheckOut] = useState(values.checkOut);
  const lastNight = addDays(window.today, window.horizonDays - 1);
  return (
    // A plain GET form (works without JavaScript); with it, the same address opens in the app.
    // React Router's <Form> would add its form library to Home's JavaScript for no gain here.
    <form
      method="get"
      action={t.path("/accommodation")}
      className={`search-bar ${className}`}
      aria-label={t("rooms.searchLabel")}
      onSubmit={(event) => {
        event.preventDefault();
        const fields = new FormData(event.currentTarget);
        const query = new URLSearchParams(
          [...fields].map(([name, value]) => [name, String(value)] as [string, string]),
        );
        void navigate(`${t.path("/accommodation")}?${query}`);
      }}
    >
      <div className="search-bar__field">
        <label htmlFor={`${id}-in`}>{t("rooms.checkIn")}</label>
        <input
          id={`${id}-in`}
          name="checkIn"
          type="date"
          required
          min={window.today}
          max={lastNight}
          value={checkIn}
          onChange={(event) => {
            setCheckIn(event.target.value);
            setCheckOut(checkOutAfter(event.target.value, checkOut));
          }}
        />
      </div>
      <div className="search-bar__field">
        <label htmlFor={`${id}-out`}>{t("rooms.checkOut")}</label>
        <input
          id={`${id}-out`}
          name="checkOut"
          type="date"
          required
          min={checkOutAfter(checkIn, addDays(window.today, 1))}
          max={addDays(window.today, window.horizonDays)}
          value={checkOut}
          onChange={(event) => setCheckOut(event.target.value)}
        />
      </div>
      <div className="search-bar__field search-bar__field--guests">
        <label htmlFor={`${id}-guests`}>{t("rooms.guests")}</label>
        <input
          id={`${id}-guests`}
          name="guests"
          type="number"
          inputMode="numeric"
          required
          min={1}
          max={MAX_SEARCH_GUESTS}
          step={1}
          defaultValue={values.guests}
        />
      </div>
      <button type="submit" className="button search-bar__submit">
        {t("rooms.checkAvailability")}
      </button>
    </form>
  );
}
