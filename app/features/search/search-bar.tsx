import { useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { StayWindow } from "../../../domain/schemas/quote.ts";
import { MAX_SEARCH_GUESTS } from "../../../domain/rooms.ts";
import { addDays } from "../../../domain/stay.ts";
import { checkOutAfter } from "../estimator/book-link.ts";
import { useT } from "../../i18n.tsx";
import { useTypedBeforeHydration } from "../../typed-before-hydration.ts";

/** The search's fields as typed or as the address gave them. */
export type SearchValues = { checkIn: string; checkOut: string; adults: string; children: string };

/** The estimator's default stay (tonight, leaving tomorrow) for two adults. */
export function defaultSearch(window: StayWindow): SearchValues {
  return { checkIn: window.today, checkOut: addDays(window.today, 1), adults: "2", children: "0" };
}

/**
 * Dates first: check-in, check-out, adults and children, sent as a GET form to /accommodation (works
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
  const checkInField = useRef<HTMLInputElement>(null);
  const checkOutField = useRef<HTMLInputElement>(null);
  // The dates are the state's (check-out follows check-in); the counts are the form's own.
  useTypedBeforeHydration(
    [
      [checkInField, checkIn],
      [checkOutField, checkOut],
    ],
    ([typedIn, typedOut]) => {
      setCheckIn(typedIn!);
      setCheckOut(typedOut!);
    },
  );
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
          ref={checkInField}
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
          ref={checkOutField}
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
        <label htmlFor={`${id}-adults`}>{t("rooms.adults")}</label>
        <input
          id={`${id}-adults`}
          name="adults"
          type="number"
          inputMode="numeric"
          required
          min={1}
          max={MAX_SEARCH_GUESTS}
          step={1}
          defaultValue={values.adults}
        />
      </div>
      <div className="search-bar__field search-bar__field--guests">
        <label htmlFor={`${id}-children`}>{t("rooms.children")}</label>
        <input
          id={`${id}-children`}
          name="children"
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_SEARCH_GUESTS - 1}
          step={1}
          defaultValue={values.children}
        />
      </div>
      <button type="submit" className="button search-bar__submit">
        {t("rooms.checkAvailability")}
      </button>
    </form>
  );
}
